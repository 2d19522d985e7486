import { MESSAGES } from './messages.ts';
import { PASSWORD_MIN_LENGTH } from './passwords.ts';

/**
 * How a value that does not fit the contract's schema is worded, field by field, once for the
 * server (Ajv's errors) and the mocks (zod's issues). The vocabulary is JSON Schema's, the
 * contract's own: a keyword (`required`, `maxLength`, `format`...) and its parameters.
 */
type SchemaKeyword =
  | 'required'
  | 'additionalProperties'
  | 'type'
  | 'minLength'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'minItems'
  | 'maxItems'
  | 'enum'
  | 'const'
  | 'pattern'
  | 'format'
  | (string & {});

export interface SchemaIssue {
  keyword: SchemaKeyword;
  /** `type`: the expected JSON type(s); `minLength`...: `limit`; `enum`: `allowedValues`; `const`: `allowedValue`; `format`: `format`. */
  params: Record<string, unknown>;
}

const typeNames: Record<string, string> = {
  string: 'metin',
  integer: 'tam sayı',
  number: 'sayı',
  boolean: 'true ya da false',
  array: 'dizi',
  object: 'nesne',
  null: 'null',
};

const describeType = (type: unknown) =>
  (Array.isArray(type) ? type : [type])
    .map((name) => typeNames[String(name)] ?? name)
    .join(' ya da ');

/** A character no one-line text holds: C0 controls (line breaks, tab), DEL and C1 controls. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The message for one issue of the field at `field` (dot path; '' is the body), given its value. */
export function fieldMessage(field: string, { keyword, params }: SchemaIssue, value?: unknown) {
  const last = field.split('.').pop() ?? field;
  switch (keyword) {
    case 'required':
      return `'${last}' alanı zorunludur.`;
    case 'additionalProperties':
      return `'${last}' alanı tanınmıyor.`;
    case 'type':
      return field === ''
        ? 'İstek gövdesi bir JSON nesnesi olmalıdır.'
        : `'${last}' alanı ${describeType(params.type)} olmalıdır.`;
    case 'minLength':
      // A new password's minimum is the password policy's: worded as the policy words it.
      if (params.limit === PASSWORD_MIN_LENGTH && /password$/i.test(last)) {
        return MESSAGES.passwordTooShort;
      }
      return params.limit === 1
        ? `'${last}' alanı boş olamaz.`
        : `'${last}' alanı en az ${String(params.limit)} karakter olmalıdır.`;
    case 'maxLength':
      return `'${last}' alanı en fazla ${String(params.limit)} karakter olabilir.`;
    case 'minimum':
      return `'${last}' alanı en az ${String(params.limit)} olmalıdır.`;
    case 'maximum':
      return `'${last}' alanı en fazla ${String(params.limit)} olabilir.`;
    case 'minItems':
      return `'${last}' alanında en az ${String(params.limit)} öğe olmalıdır.`;
    case 'maxItems':
      return `'${last}' alanında en fazla ${String(params.limit)} öğe olabilir.`;
    case 'enum':
      return `'${last}' alanı şu değerlerden biri olmalıdır: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `'${last}' alanı ${JSON.stringify(params.allowedValue)} olmalıdır.`;
    case 'pattern':
      // The enquiry's one-line fields (openapi/backend.yaml): a line break would forge a line of
      // the notification e-mail (issue 46).
      if (typeof value === 'string' && CONTROL_CHARACTER.test(value)) {
        return `'${last}' alanı satır sonu ya da başka bir kontrol karakteri içeremez.`;
      }
      return last === 'slug'
        ? `'${last}' alanı yalnızca küçük harf, rakam ve tire içerebilir (ör. poliuretan-enjeksiyon).`
        : `'${last}' alanı yalnızca harf, rakam, nokta, alt çizgi ve tire içerebilir.`;
    case 'format':
      switch (params.format) {
        case 'uuid':
          return `'${String(value)}' geçerli bir kimlik değil.`;
        case 'email':
          return `'${last}' alanı geçerli bir e-posta adresi olmalıdır.`;
        case 'uri':
          return `'${last}' alanı geçerli bir URL olmalıdır (ör. https://...).`;
        default:
          return `'${last}' alanının biçimi geçerli değil.`;
      }
    default:
      return `'${last || 'body'}' alanı geçerli değil.`;
  }
}

/** Path parameters worded as the product words them, not by their schema (the page type). */
export const PATH_PARAMETER_MESSAGES: Readonly<Record<string, string>> = {
  type: MESSAGES.pageType,
};
