import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** The keys s3rver accepts (it checks every request's signature against them). */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-speaking server (s3rver) on loopback with one empty bucket, its objects in a temporary
 * folder. `env` configures the app for it; the app's AWS SDK reads the keys from AWS_ACCESS_KEY_ID
 * and AWS_SECRET_ACCESS_KEY, so the test sets those to `S3_CREDENTIALS`.
 */
export async function startS3Server(bucket = 'lunch-images') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'lunch-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_CREDENTIALS,
  });
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint },
    /** An object as the bucket holds it, read with the AWS SDK. */
    async getObject(key: string) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return {
        body: Buffer.from(await object.Body!.transformToByteArray()),
        contentType: object.ContentType,
        cacheControl: object.CacheControl,
      };
    },
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
