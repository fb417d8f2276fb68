import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Parameters<typeof fastJson>[0] & {
  type?: unknown;
  properties?: Record<string, object>;
  definitions?: Record<string, object>;
};
type Envelope = { success: boolean; message: string; data: unknown };

/** The `data` of frozen answers, as written once (frozen objects are never changed: MenuPageCache keeps its pages so). */
const writtenData = new WeakMap<object, string>();

/**
 * An envelope's writer that writes a frozen `data` once: an answer kept and given again (a menu
 * page shown again) costs a lookup, not a serialization.
 */
function envelopeWriter(json: JsonSchema, whole: (payload: unknown) => string) {
  const data = json.properties?.data;
  if (json.type !== 'object' || !data || !json.properties?.success || !json.properties.message) return whole;
  const writeData = fastJson({ ...data, definitions: json.definitions } as JsonSchema);
  return (payload: unknown) => {
    const { success, message, data: value } = payload as Envelope;
    if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return whole(payload);
    let written = writtenData.get(value);
    if (written === undefined) {
      written = writeData(value);
      writtenData.set(value, written);
    }
    return `{"success":${success === true},"message":${JSON.stringify(String(message))},"data":${written}}`;
  };
}

/**
 * Response serializer: each route's zod response schema is compiled once, at start-up, to a
 * fast-json-stringify function, which writes only the declared fields (as zod's parse would) at a
 * fraction of the cost of parsing every response. A schema JSON Schema cannot express (a
 * transform) keeps zod's parse + JSON.stringify.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  let json: JsonSchema;
  try {
    const { $schema: _, ...schema } = z.toJSONSchema(route.schema as z.ZodType, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    json = schema as JsonSchema;
  } catch {
    return zodSerializerCompiler(route);
  }
  return envelopeWriter(json, fastJson(json));
};
