// A format in a bundled form (schemas/forms/*) checks a value the same wherever the form is checked: check-schemas
// accepts it, and the generated precompiled validator, the browser's eval-free validator and the server's ajv all
// give each value the verdict of its one definition in core/schema-checks/formats.ts.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormAjv } from '../../core/schema-checks/form-ajv.ts';
import { drawnFormats, formatChecks } from '../../core/schema-checks/formats.ts';
import { createCfworkerValidator } from '../../renderers/core/cfworker-validator.ts';
import { checkSchemas, formatProblem } from '../../scripts/check-schemas.ts';
import { generate, writeGenerated } from '../../scripts/schema/generate.ts';
import { makeTree, removeTrees, testRegistry } from './temp-tree.ts';

afterAll(removeTrees);

// One field per format the registry draws, each optional, so a value's verdict is its format's alone.
const formSchema: RJSFSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Contact details',
  type: 'object',
  properties: Object.fromEntries(drawnFormats.map((format) => [format, { type: 'string', title: format, format }])),
};

// Values on both sides of each check, and those where ajv-formats (which rjsf's precompiler adds unless told not to)
// judges otherwise: a time with no zone, tel (which ajv-formats does not know, so it would pass anything).
const samples: Record<string, string[]> = {
  date: ['2024-02-29', '2023-02-29', '2024-13-01', '24-01-01'],
  'date-time': ['2024-05-01T10:30:00Z', '2024-05-01T10:30:00+08:00', '2024-05-01 10:30', '2024-05-01T25:00:00Z'],
  time: ['10:30', '10:30:15', '10:30:15+08:00', '24:00', '7pm'],
  email: ['juan@example.ph', 'juan.dela.cruz+loans@mail.example.com', 'juan@', '@example.ph', 'juan example@ph'],
  uri: ['https://example.ph/loans?id=1', 'mailto:juan@example.ph', 'example.ph', '/relative/path'],
  tel: ['+63 917 123 4567', '(02) 8123-4567', '12', 'call me', '+63 917 123 4567 8901 23'],
  'data-url': ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;name=id.png;base64,iVBORw0KGgo=', 'image.png', 'data:;base64'],
};

const cases = drawnFormats.flatMap((format) => (samples[format] ?? []).map((value) => ({ format, value, expected: formatChecks[format]!(value) })));

describe('a format in a bundled form', () => {
  let root: string;
  beforeAll(async () => {
    root = makeTree({ 'schemas/forms/contact/schema.json': formSchema, 'schemas/forms/contact/ui-schema.json': {} });
    writeGenerated(root, await generate(root));
  });

  it('has samples of every format the registry draws, valid and not', () => {
    for (const format of drawnFormats) {
      const verdicts = cases.filter((c) => c.format === format).map((c) => c.expected);
      expect(verdicts, format).toContain(true);
      expect(verdicts, format).toContain(false);
    }
  });

  it('passes check-schemas', () => {
    expect(checkSchemas({ root, registry: testRegistry }).map(formatProblem)).toEqual([]);
  });

  it('is checked by the one definition in the generated validator, the browser’s and the server’s', async () => {
    const module = (await import(/* @vite-ignore */ pathToFileURL(path.join(root, 'generated/validators/forms/contact.js')).href)) as { default: ValidatorFunctions };
    const precompiled = createPrecompiledValidator(module.default, formSchema);
    const browser = createCfworkerValidator();
    const server = createFormAjv().compile(formSchema);
    const verdicts = cases.map(({ format, value }) => {
      const data = { [format]: value };
      return {
        format,
        value,
        generated: precompiled.validateFormData(data, formSchema).errors.length === 0,
        browser: browser.validateFormData(data, formSchema).errors.length === 0,
        server: server(data),
      };
    });
    expect(verdicts).toEqual(cases.map(({ format, value, expected }) => ({ format, value, generated: expected, browser: expected, server: expected })));
  });
});
