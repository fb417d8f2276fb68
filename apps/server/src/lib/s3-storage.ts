import type { S3Config } from '../config.js';
import { IMMUTABLE_CACHE, isSafeKey, type Storage } from './storage.js';

/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), so that every server process
 * sees every upload. Credentials come from the AWS SDK's default chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role). With an endpoint (a server other than AWS
 * S3) the bucket is addressed by path (`<endpoint>/<bucket>/<key>`), which MinIO and most
 * S3-compatible servers need, and checksums are sent only where the API requires them: several
 * such servers refuse the SDK's newer default checksum headers. URLs point at `publicUrl` (the
 * bucket's public address or a CDN before it) when set, else at this app's `/uploads/<key>`, which
 * reads the object through `get`.
 */
export function s3Storage(s3: S3Config, appUrl: string): Storage {
  // The SDK takes about a second to load, so only an install that uses S3 loads it.
  const loaded = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: s3.region,
      ...(s3.endpoint
        ? {
            endpoint: s3.endpoint,
            forcePathStyle: true,
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
    }),
  }));
  // Not passed on as `cause`: a refused connection would read as the database being down (lib/errors.ts).
  const failed = (action: string, key: string, error: unknown) =>
    new Error(`S3 ${action} of ${key} in bucket ${s3.bucket} failed: ${String(error)}`);
  return {
    async put(key, body, contentType) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
      const { sdk, client } = await loaded;
      const command = new sdk.PutObjectCommand({
        Bucket: s3.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE,
      });
      await client.send(command).catch((error) => {
        throw failed('PutObject', key, error);
      });
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const { sdk, client } = await loaded;
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw failed('GetObject', key, error);
      }
    },
    url: (key) => `${s3.publicUrl ?? `${appUrl}/uploads`}/${key}`,
  };
}
