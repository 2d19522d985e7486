// The edits `npm run contract:selftest` (its diff half) makes to copies of our contracts, and what
// `npm run contract:diff` must say about each: `breaking` (exit 1) or `compatible` (exit 0). One
// row a case: { name, kind, contract?, what, edit(doc) }; `contract` is 'backend' (the default) or
// 'content'. A row with `gap: '<reason>'` is a known gap: a breaking edit that neither Redocly nor
// a project rule in scripts/contract/diff.mjs reports; it is run and printed, not scored.
// Edits change the parsed document in place; the schemas they touch are named in `what`.

const schema = (doc, name) => doc.components.schemas[name];
const op = (doc, route, method) => doc.paths[route][method];
/** An operation's inline parameter, by name. */
const param = (doc, route, method, name) =>
  op(doc, route, method).parameters.find((item) => item.name === name);
const without = (list, value) => list.filter((item) => item !== value);
/** Takes a property off a schema's `required` list (the property itself stays, unless deleted). */
const unrequire = (doc, name, property) => {
  const target = schema(doc, name);
  target.required = without(target.required, property);
};
/** Removes a required property from a schema. */
const removeRequired = (doc, name, property) => {
  unrequire(doc, name, property);
  Reflect.deleteProperty(schema(doc, name).properties, property);
};

/** @type {{ name: string, kind: 'breaking' | 'compatible', contract?: 'backend' | 'content', what: string, gap?: string, edit: (doc: any) => void }[]} */
export const CASES = [
  // Breaking: responses ----------------------------------------------------------------------
  {
    name: 'required-response-property-removed',
    kind: 'breaking',
    what: 'a required response property removed (Product.slug)',
    edit: (doc) => removeRequired(doc, 'Product', 'slug'),
  },
  {
    name: 'optional-response-property-removed',
    kind: 'breaking',
    what: 'an optional response property removed (Product.publishAt)',
    edit: (doc) => delete schema(doc, 'Product').properties.publishAt,
  },
  {
    name: 'type-changed',
    kind: 'breaking',
    what: 'a response field type changed (PageListPage.totalCount: integer → string)',
    edit: (doc) => (schema(doc, 'PageListPage').properties.totalCount = { type: 'string' }),
  },
  {
    name: 'response-property-array-to-object',
    kind: 'breaking',
    what: 'a response field type changed (Product.documentIds: array → object)',
    edit: (doc) => (schema(doc, 'Product').properties.documentIds = { type: 'object' }),
  },
  {
    name: 'response-property-made-optional',
    kind: 'breaking',
    what: 'a response property no longer required (Product.name)',
    edit: (doc) => unrequire(doc, 'Product', 'name'),
  },
  {
    name: 'response-property-made-nullable',
    kind: 'breaking',
    what: "a response property made nullable (Product.name: string → [string, 'null'])",
    edit: (doc) => (schema(doc, 'Product').properties.name = { type: ['string', 'null'] }),
  },
  {
    name: 'response-enum-value-added',
    kind: 'breaking',
    what: "a value added to a response enum (PublishStatus: 'archived')",
    edit: (doc) => schema(doc, 'PublishStatus').enum.push('archived'),
  },
  {
    name: 'response-status-removed',
    kind: 'breaking',
    what: 'a status code removed from an operation (getProductBySlug: 404)',
    edit: (doc) => delete op(doc, '/api/Product/slug/{slug}', 'get').responses['404'],
  },
  {
    name: 'success-status-changed',
    kind: 'breaking',
    what: 'the success status changed (createContact: 201 → 200)',
    edit: (doc) => {
      const responses = op(doc, '/api/Contact', 'post').responses;
      responses['200'] = responses['201'];
      delete responses['201'];
    },
  },
  {
    name: 'response-content-type-changed',
    kind: 'breaking',
    what: 'a response content type changed (getProductById 200: application/json → application/xml)',
    edit: (doc) => {
      const response = op(doc, '/api/Product/{id}', 'get').responses['200'];
      response.content = { 'application/xml': response.content['application/json'] };
    },
  },
  {
    name: 'response-header-removed',
    kind: 'breaking',
    what: 'a response header removed (getProductById 200: ETag)',
    edit: (doc) => delete op(doc, '/api/Product/{id}', 'get').responses['200'].headers,
  },
  // Breaking: request bodies -----------------------------------------------------------------
  {
    name: 'request-field-required',
    kind: 'breaking',
    what: 'an optional request field made required (DocumentCreate.category)',
    edit: (doc) => schema(doc, 'DocumentCreate').required.push('category'),
  },
  {
    name: 'request-property-added-required',
    kind: 'breaking',
    what: 'a new required request property (ContactCreate.email)',
    edit: (doc) => {
      const contact = schema(doc, 'ContactCreate');
      contact.properties.email = { type: 'string', maxLength: 254 };
      contact.required.push('email');
    },
  },
  {
    name: 'request-maxLength-lowered',
    kind: 'breaking',
    what: 'a request maxLength lowered (LoginRequest.username: halved)',
    edit: (doc) => (schema(doc, 'LoginRequest').properties.username.maxLength /= 2),
  },
  {
    name: 'request-minLength-raised',
    kind: 'breaking',
    what: 'a request minLength raised (PasswordChange.newPassword: +4)',
    edit: (doc) => (schema(doc, 'PasswordChange').properties.newPassword.minLength += 4),
  },
  {
    name: 'request-maximum-lowered',
    kind: 'breaking',
    what: 'a parameter maximum lowered (PageSize: halved)',
    edit: (doc) => (doc.components.parameters.PageSize.schema.maximum /= 2),
  },
  {
    name: 'request-minimum-raised',
    kind: 'breaking',
    what: 'a request minimum raised (ContactCreate.fillTimeMs: +1000)',
    edit: (doc) => (schema(doc, 'ContactCreate').properties.fillTimeMs.minimum += 1000),
  },
  {
    name: 'request-pattern-added',
    kind: 'breaking',
    what: 'a pattern added to a request field (ContactCreate.telefon)',
    edit: (doc) => (schema(doc, 'ContactCreate').properties.telefon.pattern = '^[0-9 +()-]+$'),
  },
  {
    name: 'request-enum-value-removed',
    kind: 'breaking',
    what: "a value removed from a request enum (ProductCreate.status: 'scheduled')",
    edit: (doc) => {
      const status = schema(doc, 'ProductCreate').properties.status;
      status.enum = without(status.enum, 'scheduled');
    },
  },
  {
    name: 'request-property-retyped',
    kind: 'breaking',
    what: 'a request field type changed (ContactCreate.fillTimeMs: integer → string)',
    edit: (doc) => (schema(doc, 'ContactCreate').properties.fillTimeMs = { type: 'string' }),
  },
  {
    name: 'request-content-type-removed',
    kind: 'breaking',
    what: 'a request content type removed (createContact: application/json → form-urlencoded)',
    edit: (doc) => {
      const body = op(doc, '/api/Contact', 'post').requestBody;
      body.content = { 'application/x-www-form-urlencoded': body.content['application/json'] };
    },
  },
  {
    name: 'request-body-added-required',
    kind: 'breaking',
    what: 'a required request body on an operation without one (logout)',
    edit: (doc) =>
      (op(doc, '/api/Auth/logout', 'post').requestBody = {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/LoginRequest' } } },
      }),
  },
  // Breaking: parameters ---------------------------------------------------------------------
  {
    name: 'parameter-made-required',
    kind: 'breaking',
    what: 'an optional parameter made required (listProducts: Order)',
    edit: (doc) => (param(doc, '/api/Product', 'get', 'Order').required = true),
  },
  {
    name: 'parameter-added-required',
    kind: 'breaking',
    what: 'a new required parameter (listProducts: Locale in query)',
    edit: (doc) =>
      op(doc, '/api/Product', 'get').parameters.push({
        name: 'Locale',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      }),
  },
  {
    name: 'parameter-removed',
    kind: 'breaking',
    what: 'a parameter removed (listAuditLog: User)',
    edit: (doc) => {
      const operation = op(doc, '/api/Audit', 'get');
      operation.parameters = operation.parameters.filter((item) => item.name !== 'User');
    },
  },
  {
    name: 'parameter-renamed',
    kind: 'breaking',
    what: 'a parameter renamed (listAuditLog: User → Username)',
    edit: (doc) => (param(doc, '/api/Audit', 'get', 'User').name = 'Username'),
  },
  {
    name: 'parameter-retyped',
    kind: 'breaking',
    what: 'a parameter type changed (listRevisions ItemId: string → integer)',
    edit: (doc) => (param(doc, '/api/Revision', 'get', 'ItemId').schema = { type: 'integer' }),
  },
  {
    name: 'parameter-moved',
    kind: 'breaking',
    what: 'a parameter moved from the query to a header (listProducts: Order)',
    edit: (doc) => (param(doc, '/api/Product', 'get', 'Order').in = 'header'),
  },
  {
    name: 'parameter-enum-value-removed',
    kind: 'breaking',
    what: "a value removed from a parameter enum (listProducts Order: 'newest')",
    edit: (doc) => {
      const order = param(doc, '/api/Product', 'get', 'Order').schema;
      order.enum = without(order.enum, 'newest');
    },
  },
  // Breaking: operations, paths, security ----------------------------------------------------
  {
    name: 'operation-removed',
    kind: 'breaking',
    what: 'an operation removed (getProductByName)',
    edit: (doc) => delete doc.paths['/api/Product/name/{name}'],
  },
  {
    name: 'method-removed',
    kind: 'breaking',
    what: 'one method of a path removed (PUT /api/Contact, updateContact)',
    edit: (doc) => delete doc.paths['/api/Contact'].put,
  },
  {
    name: 'path-removed',
    kind: 'breaking',
    what: 'a path with several operations removed (/api/Redirect)',
    edit: (doc) => delete doc.paths['/api/Redirect'],
  },
  {
    name: 'path-renamed',
    kind: 'breaking',
    what: 'a path renamed (/api/Trash/{id}/restore → /api/Trash/{id}/undelete)',
    edit: (doc) => {
      doc.paths['/api/Trash/{id}/undelete'] = doc.paths['/api/Trash/{id}/restore'];
      delete doc.paths['/api/Trash/{id}/restore'];
    },
  },
  {
    name: 'security-added-to-public-operation',
    kind: 'breaking',
    what: 'a token required by a public operation (getProductBySlug: security [] → bearerAuth)',
    edit: (doc) => (op(doc, '/api/Product/slug/{slug}', 'get').security = [{ bearerAuth: [] }]),
  },
  {
    name: 'optional-security-made-required',
    kind: 'breaking',
    what: 'an optional token made required (getFileById: [{}, bearerAuth] → bearerAuth)',
    edit: (doc) => (op(doc, '/api/File/{id}', 'get').security = [{ bearerAuth: [] }]),
  },
  {
    name: 'security-added-by-default',
    kind: 'breaking',
    what: 'a public operation loses its own security and falls back to the token (login)',
    edit: (doc) => delete op(doc, '/api/Auth/login', 'post').security,
  },
  // Breaking: content.yaml ---------------------------------------------------------------------
  {
    name: 'content-property-removed',
    kind: 'breaking',
    contract: 'content',
    what: 'content: a required property removed (ContactContent.phoneNumber)',
    edit: (doc) => removeRequired(doc, 'ContactContent', 'phoneNumber'),
  },
  {
    name: 'content-path-removed',
    kind: 'breaking',
    contract: 'content',
    what: 'content: a path removed (/api/aydinlatma-metni)',
    edit: (doc) => delete doc.paths['/api/aydinlatma-metni'],
  },
  {
    name: 'content-request-maximum-lowered',
    kind: 'breaking',
    contract: 'content',
    what: 'content: a request maximum lowered (PrivacyNoticeContent.enquiryRetentionMonths: halved)',
    edit: (doc) =>
      (schema(doc, 'PrivacyNoticeContent').properties.enquiryRetentionMonths.maximum /= 2),
  },
  {
    name: 'content-path-enum-value-removed',
    kind: 'breaking',
    contract: 'content',
    what: "content: a value removed from a path parameter's enum (UploadKind: 'contact-banner')",
    edit: (doc) => {
      const kind = schema(doc, 'UploadKind');
      kind.enum = without(kind.enum, 'contact-banner');
    },
  },
  {
    name: 'content-parameter-removed',
    kind: 'breaking',
    contract: 'content',
    what: 'content: a parameter removed (getContactContent: Preview)',
    edit: (doc) => {
      const operation = op(doc, '/api/contact', 'get');
      operation.parameters = operation.parameters.filter(
        (item) => item.$ref !== '#/components/parameters/Preview',
      );
    },
  },

  // Breaking: more shapes ------------------------------------------------------------------

  {
    name: 'request-format-added',
    kind: 'breaking',
    what: 'a format added to a parameter (listRevisions ItemId: uuid)',
    edit: (doc) => (param(doc, '/api/Revision', 'get', 'ItemId').schema.format = 'uuid'),
  },
  {
    name: 'request-null-removed',
    kind: 'breaking',
    what: "null no longer accepted in a request field (DocumentCreate.category: [string, 'null'] → string)",
    edit: (doc) => (schema(doc, 'DocumentCreate').properties.category.type = 'string'),
  },
  {
    name: 'request-maxItems-added',
    kind: 'breaking',
    what: 'a maxItems on a request array (PageProductOrder.productIds: 10)',
    edit: (doc) =>
      (schema(doc, 'PageProductOrder').properties.productIds = {
        $ref: '#/components/schemas/IdList',
        maxItems: 10,
      }),
  },
  {
    name: 'response-format-changed',
    kind: 'breaking',
    what: 'a response format changed (Product.createdAt: date-time → date)',
    edit: (doc) =>
      (schema(doc, 'Product').properties.createdAt = { type: 'string', format: 'date' }),
  },
  {
    name: 'response-array-items-retyped',
    kind: 'breaking',
    what: 'a response array items type changed (Product.documentIds items: uuid → integer)',
    edit: (doc) =>
      (schema(doc, 'Product').properties.documentIds = {
        type: 'array',
        items: { type: 'integer' },
      }),
  },
  {
    name: 'security-scheme-changed',
    kind: 'breaking',
    what: 'the security scheme changed (bearerAuth: http bearer → apiKey header)',
    edit: (doc) =>
      (doc.components.securitySchemes.bearerAuth = {
        type: 'apiKey',
        in: 'header',
        name: 'X-Api-Key',
      }),
  },
  {
    name: 'global-security-added',
    kind: 'breaking',
    contract: 'content',
    what: 'content: the global security scope changed (bearerAuth scopes: [admin])',
    edit: (doc) => (doc.security = [{ bearerAuth: ['admin'] }]),
  },
  {
    name: 'multipart-field-renamed',
    kind: 'breaking',
    what: 'a multipart form field renamed (FileUploadForm.file → upload)',
    edit: (doc) => {
      const form = schema(doc, 'FileUploadForm');
      form.properties.upload = form.properties.file;
      delete form.properties.file;
      form.required = ['upload'];
    },
  },
  {
    name: 'parameter-default-changed',
    kind: 'breaking',
    what: 'a parameter default changed (PageSize: 10 → 50)',
    gap: 'a changed default keeps every request valid and changes what a request that leaves the parameter out gets; whether that breaks a client is a judgement on behaviour, not on the shape (Redocly rates it a patch)',
    edit: (doc) => (doc.components.parameters.PageSize.schema.default = 50),
  },
  {
    name: 'request-additional-properties-closed',
    kind: 'breaking',
    what: 'a request schema closed (ProductCreate: additionalProperties false)',
    edit: (doc) => (schema(doc, 'ProductCreate').additionalProperties = false),
  },
  {
    name: 'operation-id-changed',
    kind: 'breaking',
    what: 'an operationId changed (getProductByName → readProductByName)',
    edit: (doc) => (op(doc, '/api/Product/name/{name}', 'get').operationId = 'readProductByName'),
  },

  {
    name: 'content-request-body-added-required',
    kind: 'breaking',
    contract: 'content',
    what: 'content: a required request body on an operation without one (discardContentDraft)',
    edit: (doc) =>
      (op(doc, '/api/draft/{page}', 'delete').requestBody = {
        required: true,
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/ContentPreviewLinkCreate' } },
        },
      }),
  },
  {
    name: 'request-format-email-added',
    kind: 'breaking',
    what: 'a format added to a request field (ContactCreate.sektor: email)',
    edit: (doc) => (schema(doc, 'ContactCreate').properties.sektor.format = 'email'),
  },
  {
    name: 'request-multipleOf-added',
    kind: 'breaking',
    what: 'a multipleOf added to a request field (ContactCreate.fillTimeMs: 1000)',
    edit: (doc) => (schema(doc, 'ContactCreate').properties.fillTimeMs.multipleOf = 1000),
  },
  {
    name: 'request-enum-introduced',
    kind: 'breaking',
    what: 'an enum put on a free request field (ContactCreate.sektor)',
    edit: (doc) => (schema(doc, 'ContactCreate').properties.sektor.enum = ['İnşaat', 'Sanayi']),
  },
  {
    name: 'parameter-style-changed',
    kind: 'breaking',
    what: 'a query parameter serialization changed (listProducts Order: style deepObject)',
    edit: (doc) => (param(doc, '/api/Product', 'get', 'Order').style = 'deepObject'),
  },

  // Compatible -------------------------------------------------------------------------------
  { name: 'unchanged', kind: 'compatible', what: 'an unchanged copy', edit: null },
  {
    name: 'compatible',
    kind: 'compatible',
    what: 'a compatible edit (new optional response property, new description)',
    edit: (doc) => {
      schema(doc, 'Product').properties.sku = { type: ['string', 'null'] };
      op(doc, '/api/Product', 'get').description = 'Ürünler, sayfa sayfa.';
    },
  },
  {
    name: 'response-property-added-optional',
    kind: 'compatible',
    what: 'an optional response property added (PageListPage.hasMore)',
    edit: (doc) => (schema(doc, 'PageListPage').properties.hasMore = { type: 'boolean' }),
  },
  {
    name: 'response-property-made-required',
    kind: 'compatible',
    what: 'an optional response property made required (Product.publishAt)',
    edit: (doc) => schema(doc, 'Product').required.push('publishAt'),
  },

  {
    name: 'response-constraint-tightened',
    kind: 'compatible',
    what: 'a response constraint tightened (PageListPage.totalCount: maximum 1000000)',
    edit: (doc) => (schema(doc, 'PageListPage').properties.totalCount.maximum = 1_000_000),
  },
  {
    name: 'request-property-added-optional',
    kind: 'compatible',
    what: 'an optional request property added (ProductCreate.sku)',
    edit: (doc) => (schema(doc, 'ProductCreate').properties.sku = { type: 'string' }),
  },
  {
    name: 'request-property-made-optional',
    kind: 'compatible',
    what: 'a required request property made optional (DocumentCreate.slug)',
    edit: (doc) => unrequire(doc, 'DocumentCreate', 'slug'),
  },
  {
    name: 'request-maxLength-raised',
    kind: 'compatible',
    what: 'a request maxLength raised (LoginRequest.username: doubled)',
    edit: (doc) => (schema(doc, 'LoginRequest').properties.username.maxLength *= 2),
  },
  {
    name: 'request-minLength-lowered',
    kind: 'compatible',
    what: 'a request minLength removed (ContactCreate.mesaj: 1 → none)',
    edit: (doc) => delete schema(doc, 'ContactCreate').properties.mesaj.minLength,
  },
  {
    name: 'request-maximum-raised',
    kind: 'compatible',
    what: 'a parameter maximum raised (PageSize: doubled)',
    edit: (doc) => (doc.components.parameters.PageSize.schema.maximum *= 2),
  },
  {
    name: 'request-minimum-lowered',
    kind: 'compatible',
    what: 'a request minimum removed (ContactCreate.fillTimeMs: 0 → none)',
    edit: (doc) => delete schema(doc, 'ContactCreate').properties.fillTimeMs.minimum,
  },
  {
    name: 'request-enum-value-added',
    kind: 'compatible',
    what: "a value added to a request enum (ProductCreate.status: 'archived')",
    edit: (doc) => schema(doc, 'ProductCreate').properties.status.enum.push('archived'),
  },
  {
    name: 'parameter-enum-value-added',
    kind: 'compatible',
    what: "a value added to a parameter enum (listProducts Order: 'oldest')",
    edit: (doc) => param(doc, '/api/Product', 'get', 'Order').schema.enum.push('oldest'),
  },
  {
    name: 'request-content-type-added',
    kind: 'compatible',
    what: 'a request content type added (createContact: also form-urlencoded)',
    edit: (doc) => {
      const content = op(doc, '/api/Contact', 'post').requestBody.content;
      content['application/x-www-form-urlencoded'] = { schema: content['application/json'].schema };
    },
  },
  {
    name: 'parameter-added-optional',
    kind: 'compatible',
    what: 'a new optional parameter (listProducts: Search)',
    edit: (doc) =>
      op(doc, '/api/Product', 'get').parameters.push({
        name: 'Search',
        in: 'query',
        required: false,
        schema: { type: 'string', maxLength: 100 },
      }),
  },
  {
    name: 'parameter-made-optional',
    kind: 'compatible',
    what: 'a required query parameter made optional (listRevisions: ItemId)',
    edit: (doc) => (param(doc, '/api/Revision', 'get', 'ItemId').required = false),
  },
  {
    name: 'operation-added',
    kind: 'compatible',
    what: 'a new operation on an existing path (PATCH /api/Contact)',
    edit: (doc) =>
      (doc.paths['/api/Contact'].patch = {
        tags: ['Contact'],
        operationId: 'patchContact',
        summary: 'Change part of an enquiry',
        responses: { 200: { description: 'Changed.' } },
      }),
  },
  {
    name: 'path-added',
    kind: 'compatible',
    what: 'a new path (/api/Health)',
    edit: (doc) =>
      (doc.paths['/api/Health'] = {
        get: {
          tags: ['Health'],
          operationId: 'getHealth',
          security: [],
          summary: 'Is the server up',
          responses: { 200: { description: 'It is.' } },
        },
      }),
  },
  {
    name: 'response-status-added',
    kind: 'compatible',
    what: 'a new response status (getProductById: 429)',
    edit: (doc) =>
      (op(doc, '/api/Product/{id}', 'get').responses['429'] = {
        $ref: '#/components/responses/TooManyRequests',
      }),
  },
  {
    name: 'security-removed',
    kind: 'compatible',
    what: 'a protected operation made public (listRedirects: security [])',
    edit: (doc) => (op(doc, '/api/Redirect', 'get').security = []),
  },

  {
    name: 'header-parameter-case-changed',
    kind: 'compatible',
    what: 'a header parameter name in other letter case (If-Match → if-match)',
    edit: (doc) => (doc.components.parameters.IfMatch.name = 'if-match'),
  },
  {
    name: 'request-body-made-optional',
    kind: 'compatible',
    what: 'a required request body made optional (createContact)',
    edit: (doc) => (op(doc, '/api/Contact', 'post').requestBody.required = false),
  },
  {
    name: 'request-null-accepted',
    kind: 'compatible',
    what: "null accepted in a request field (LoginRequest.username: string → [string, 'null'])",
    edit: (doc) => (schema(doc, 'LoginRequest').properties.username.type = ['string', 'null']),
  },
  {
    name: 'request-pattern-removed',
    kind: 'compatible',
    what: 'a pattern removed from a request field (Slug)',
    edit: (doc) => delete schema(doc, 'Slug').pattern,
  },
  {
    name: 'response-header-added',
    kind: 'compatible',
    what: 'a response header added (getProductByName 200: ETag)',
    edit: (doc) =>
      (op(doc, '/api/Product/name/{name}', 'get').responses['200'].headers = {
        ETag: { $ref: '#/components/headers/ETag' },
      }),
  },
  {
    name: 'request-additional-properties-opened',
    kind: 'compatible',
    what: 'a request schema opened (LoginRequest: additionalProperties false removed)',
    edit: (doc) => delete schema(doc, 'LoginRequest').additionalProperties,
  },
  {
    name: 'texts-changed',
    kind: 'compatible',
    what: 'summaries, descriptions and info changed (listProducts, Product, info)',
    edit: (doc) => {
      op(doc, '/api/Product', 'get').summary = 'Ürünleri listele';
      op(doc, '/api/Product/{id}', 'get').description = 'Bir ürün.';
      schema(doc, 'Product').description = 'Bir ürün.';
      doc.info.description = 'Değişti.';
      doc.info.version = '9.9.9';
    },
  },
  {
    name: 'examples-changed',
    kind: 'compatible',
    what: 'examples changed (createContact body example, Slug examples)',
    edit: (doc) => {
      const body = op(doc, '/api/Contact', 'post').requestBody.content['application/json'];
      body.examples.enquiry.value.mesaj = 'Başka bir mesaj.';
      schema(doc, 'Slug').examples = ['kimyasal-ankraj'];
    },
  },
  {
    name: 'tag-added',
    kind: 'compatible',
    what: 'a new tag, also on an operation (Public on listProducts)',
    edit: (doc) => {
      doc.tags.push({ name: 'Public', description: 'Read by visitors.' });
      op(doc, '/api/Product', 'get').tags.push('Public');
    },
  },
  {
    name: 'operation-deprecated',
    kind: 'compatible',
    what: 'an operation marked deprecated (getProductByName)',
    edit: (doc) => (op(doc, '/api/Product/name/{name}', 'get').deprecated = true),
  },
  {
    name: 'server-changed',
    kind: 'compatible',
    what: 'the server URLs changed (ignored without --strict-servers)',
    edit: (doc) => (doc.servers = [{ url: 'https://api.example.com' }]),
  },
  {
    name: 'content-description-changed',
    kind: 'compatible',
    contract: 'content',
    what: 'content: descriptions and summaries changed (getPrivacyNotice, PrivacyNoticeContent)',
    edit: (doc) => {
      op(doc, '/api/aydinlatma-metni', 'get').summary = 'Aydınlatma metnini oku';
      schema(doc, 'PrivacyNoticeContent').description = 'Aydınlatma metni.';
    },
  },
  {
    name: 'content-upload-kind-added',
    kind: 'compatible',
    contract: 'content',
    what: "content: a value added to a path parameter's enum (UploadKind: 'privacy-banner')",
    edit: (doc) => schema(doc, 'UploadKind').enum.push('privacy-banner'),
  },
  {
    name: 'content-request-maximum-raised',
    kind: 'compatible',
    contract: 'content',
    what: 'content: a request maximum raised (ContentPreviewLinkCreate.days: tripled)',
    edit: (doc) => (schema(doc, 'ContentPreviewLinkCreate').properties.days.maximum *= 3),
  },
];
