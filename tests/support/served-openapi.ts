import { Ajv2020, type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type OpenApiDocument = { components: { schemas: Record<string, object> } };

const DOCUMENT_ID = 'https://packwise.test/openapi.json';

/**
 * Validates bodies against the component schemas of the OpenAPI document the server itself
 * serves, so a test fails when the API and its published description disagree.
 */
export async function servedSchemaValidator(baseUrl: string) {
  const document = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as OpenApiDocument;
  const ajv = new Ajv2020({ allErrors: true });
  addFormats(ajv);
  // `components` is OpenAPI, not JSON Schema: declare it so the component refs resolve against it.
  ajv.addVocabulary(['components']);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });

  return function schemaErrors(componentName: string, body: unknown): ErrorObject[] {
    const validate = ajv.getSchema(`${DOCUMENT_ID}#/components/schemas/${componentName}`);
    if (!validate) throw new Error(`The served OpenAPI document has no schema named ${componentName}`);
    return validate(body) ? [] : (validate.errors ?? []);
  };
}
