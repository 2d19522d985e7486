// fast-check arbitraries from the contract's JSON Schemas (OpenAPI 3.1): values a schema allows,
// and values one step outside it, each labelled with why it is invalid.
import fc from 'fast-check';
import { deref } from './contract.mjs';

const MAX_DEPTH = 4;
/** Arrays without maxItems are kept short: the point is their shape, not their length. */
const ARRAY_CAP = 4;
/** Strings without maxLength are kept to a sentence. */
const STRING_CAP = 40;

/** Texts a person might type, with the letters of Turkish and characters that break naive code. */
const unusual = fc.constantFrom(
  'ğüşıöçĞÜŞİÖÇ',
  '😀 emoji 🏗️',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'e\u0301 combining',
  'a\u200Bzero width',
  '<b>markup</b>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
);
const text = (minLength, maxLength) =>
  fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
      { weight: 1, arbitrary: unusual },
    )
    .filter((value) => [...value].length >= minLength && [...value].length <= maxLength);

const typesOf = (schema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A schema with `allOf` merged into one (properties, required and bounds of every part). */
export function flatten(doc, input) {
  const schema = deref(doc, input) ?? {};
  if (!schema.allOf) return schema;
  const { allOf, ...rest } = schema;
  const merged = {
    ...rest,
    properties: { ...rest.properties },
    required: [...(rest.required ?? [])],
  };
  for (const part of allOf.map((item) => flatten(doc, item))) {
    Object.assign(merged.properties, part.properties ?? {});
    merged.required.push(...(part.required ?? []));
    for (const [key, value] of Object.entries(part)) {
      if (!['properties', 'required'].includes(key) && merged[key] === undefined) {
        merged[key] = value;
      }
    }
  }
  return merged;
}

function stringArb(schema) {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, STRING_CAP);
  if (schema.contentMediaType && !schema.contentMediaType.includes('json')) {
    return fc.uint8Array({ minLength: 1, maxLength: 64 });
  }
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'email':
      return fc
        .tuple(
          fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/),
          fc.stringMatching(/^[a-z][a-z0-9]{1,10}$/),
        )
        .filter(([local]) => !local.includes('..'))
        .map(([local, domain]) => `${local}@${domain}.com.tr`);
    case 'uri':
      return fc.webUrl({ validSchemes: ['https'] });
    case 'binary':
      return fc.uint8Array({ minLength: 1, maxLength: 64 });
    default:
      break;
  }
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern, 'u'))
      .filter((value) => [...value].length >= minLength && [...value].length <= maxLength);
  }
  return text(minLength, maxLength);
}

function numberArb(schema, integer) {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum === undefined
      ? undefined
      : schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON));
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum === undefined
      ? undefined
      : schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON));
  if (integer) {
    return fc.integer({
      min: min ?? Number.MIN_SAFE_INTEGER,
      max: max ?? Number.MAX_SAFE_INTEGER,
    });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values `schema` allows. */
export function valid(doc, input, depth = 0) {
  const schema = flatten(doc, input);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.oneOf || schema.anyOf) {
    return fc.oneof(...(schema.oneOf ?? schema.anyOf).map((part) => valid(doc, part, depth + 1)));
  }
  const types = typesOf(schema);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => valid(doc, { ...schema, type }, depth)));
  }
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'string':
      return stringArb(schema);
    case 'array': {
      if (depth > MAX_DEPTH) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? ARRAY_CAP, Math.max(minLength, ARRAY_CAP));
      const items = valid(doc, schema.items ?? {}, depth + 1);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
    default: {
      if (!schema.properties) return types[0] === 'object' ? fc.constant({}) : fc.constant('x');
      const required = schema.required ?? [];
      if (depth > MAX_DEPTH && required.length === 0) return fc.constant({});
      const model = Object.fromEntries(
        Object.entries(schema.properties)
          .filter(([key]) => depth <= MAX_DEPTH || required.includes(key))
          .filter(([, property]) => !deref(doc, property).readOnly)
          .map(([key, property]) => [key, valid(doc, property, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: required.filter((key) => key in model) });
    }
  }
}

/** A value of the wrong type for `schema` (none for a text in a URL: every value is one there). */
function wrongType(schema, inUrl) {
  if (inUrl && typesOf(schema).includes('string')) return [];
  const types = typesOf(schema);
  const candidates = [
    ['string', 'a string'],
    [12345, 'a number'],
    [true, 'a boolean'],
    [{ unexpected: 1 }, 'an object'],
    [['x'], 'an array'],
  ].filter(([value]) => {
    const type = Array.isArray(value) ? 'array' : typeof value;
    if (types.includes(type)) return false;
    if (type === 'number' && (types.includes('integer') || types.includes('number'))) return false;
    // A numeric text is what a query string is made of anyway.
    if (type === 'string' && schema.enum) return !schema.enum.includes('string');
    return true;
  });
  return candidates;
}

/**
 * Values just outside `schema`, each `{ value, why }`: one past a bound, a wrong type, a value not
 * in the enum, a text that breaks the pattern or format. Empty when nothing is outside it.
 */
export function invalidValues(doc, input, inUrl = false) {
  const schema = flatten(doc, input);
  const types = typesOf(schema);
  const out = [];
  if (types.length === 0 && !schema.enum) return out;
  for (const [value, kind] of wrongType(schema, inUrl))
    out.push({ value, why: `${kind} where ${types.join('|') || 'an enum'} is declared` });
  if (schema.enum)
    out.push({ value: `${schema.enum[0]}-not-in-enum`, why: 'a value not in the enum' });
  if (types.includes('string')) {
    // One past the length and nothing else: a URL stays a URL; a patterned text is left alone.
    const tooLong = (length) =>
      schema.format === 'uri'
        ? `https://example.com/${'x'.repeat(Math.max(0, length - 20))}`
        : 'x'.repeat(length);
    if (schema.maxLength !== undefined && !schema.pattern && schema.format !== 'uuid')
      out.push({
        value: tooLong(schema.maxLength + 1),
        why: `maxLength ${schema.maxLength} + 1`,
      });
    if (schema.minLength > 1 || (schema.minLength === 1 && !inUrl))
      out.push({
        value: 'x'.repeat(schema.minLength - 1),
        why: `minLength ${schema.minLength} - 1`,
      });
    if (schema.format === 'uuid') out.push({ value: 'not-a-uuid', why: 'not a uuid' });
    if (schema.format === 'date-time')
      out.push({ value: '2026-13-45T99:00:00Z', why: 'not a date-time' });
    if (schema.format === 'email')
      out.push({ value: 'not-an-email', why: 'not an e-mail address' });
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(' '))
      out.push({ value: ' ', why: `does not match ${schema.pattern}` });
  }
  if (types.includes('integer') || types.includes('number')) {
    if (schema.minimum !== undefined)
      out.push({ value: schema.minimum - 1, why: `minimum ${schema.minimum} - 1` });
    if (schema.maximum !== undefined)
      out.push({ value: schema.maximum + 1, why: `maximum ${schema.maximum} + 1` });
    if (types.includes('integer') && !types.includes('number'))
      out.push({ value: 1.5, why: 'a fraction where an integer is declared' });
  }
  if (types.includes('array')) {
    // One item too many, each item itself valid: only texts and numbers are filled in here.
    const item = flatten(doc, schema.items ?? {});
    const filler = typesOf(item).includes('string') && !item.format && !item.pattern ? 'x' : 1;
    const fillable = typesOf(item).includes('string')
      ? filler === 'x'
      : typesOf(item).includes('integer');
    if (schema.maxItems !== undefined && fillable && !schema.uniqueItems)
      out.push({
        value: Array.from({ length: schema.maxItems + 1 }, () => filler),
        why: `maxItems ${schema.maxItems} + 1`,
      });
    if (schema.minItems > 0) out.push({ value: [], why: `minItems ${schema.minItems} - 1` });
  }
  return out;
}

/**
 * Bodies one step outside an object schema, each `{ edit(body) -> body, why }`: a required property
 * dropped, a property given an invalid value, a property the schema closes out.
 */
export function invalidBodyEdits(doc, input) {
  const schema = flatten(doc, input);
  if (!schema.properties) return [];
  const edits = [];
  for (const key of schema.required ?? []) {
    edits.push({
      why: `required '${key}' dropped`,
      edit: (body) => {
        return Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));
      },
    });
  }
  for (const [key, property] of Object.entries(schema.properties)) {
    if (deref(doc, property).readOnly) continue;
    for (const { value, why } of invalidValues(doc, property)) {
      edits.push({ why: `'${key}': ${why}`, edit: (body) => ({ ...body, [key]: value }) });
    }
  }
  if (schema.additionalProperties === false) {
    edits.push({
      why: 'a property the schema closes out',
      edit: (body) => ({ ...body, fuzzExtra: 'x' }),
    });
  }
  return edits;
}
