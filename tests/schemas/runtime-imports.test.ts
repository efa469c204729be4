import { describe, expect, it } from 'vitest';
import { LeftoverRequireError, rewriteRuntimeRequires } from '../../scripts/schema/runtime-imports.ts';

const file = 'generated/validators/api/group/call.js';

describe('rewriteRuntimeRequires', () => {
  it("turns ajv's runtime requires into imports, one per module", () => {
    const code = [
      '"use strict";',
      'const func0 = require("ajv/dist/runtime/ucs2length").default;',
      'const func1 = require("ajv/dist/runtime/equal").default;',
      'const func2 = require("ajv/dist/runtime/ucs2length").default;',
      'const func3 = require("ajv/dist/runtime/parseJson").parseJson;',
    ].join('\n');
    expect(rewriteRuntimeRequires(code, file).split('\n')).toEqual([
      'import * as __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";',
      'import * as __ajvRuntime1 from "ajv/dist/runtime/equal.js";',
      'import * as __ajvRuntime2 from "ajv/dist/runtime/parseJson.js";',
      'const __ajvDefault = (m) => (m && m.__esModule ? m.default : m);',
      '"use strict";',
      'const func0 = __ajvDefault(__ajvRuntime0.default);',
      'const func1 = __ajvDefault(__ajvRuntime1.default);',
      'const func2 = __ajvDefault(__ajvRuntime0.default);',
      'const func3 = __ajvRuntime2.parseJson;',
    ]);
  });

  it('turns the format checks a validator names into an import of the repo module, by its own path', () => {
    const code = [
      'const formats0 = require("../../../core/schema-checks/formats.ts").formatChecks.email;',
      'const formats2 = require("../../../core/schema-checks/formats.ts").formatChecks["date-time"];',
    ].join('\n');
    expect(rewriteRuntimeRequires(code, file).split('\n')).toEqual([
      'import * as __ajvRuntime0 from "../../../core/schema-checks/formats.ts";',
      'const formats0 = __ajvRuntime0.formatChecks.email;',
      'const formats2 = __ajvRuntime0.formatChecks["date-time"];',
    ]);
  });

  it('leaves code without requires alone, and ignores the word inside string literals', () => {
    const code = 'const schema1 = {"description":"we require(s) nothing"};\nfunction validate1(data){return true;}';
    expect(rewriteRuntimeRequires(code, file)).toBe(code);
  });

  it('fails on a require it cannot rewrite, naming the file and the line', () => {
    const code = '"use strict";\nconst func0 = require("some-runtime");\nfunction validate1(data){return func0(data);}';
    expect(() => rewriteRuntimeRequires(code, file)).toThrow(LeftoverRequireError);
    expect(() => rewriteRuntimeRequires(code, file)).toThrow(
      `${file}: the generated validator still calls require (const func0 = require("some-runtime");)`,
    );
  });

  it('fails on a require inside an expression', () => {
    const code = 'function validate1(data){return require("ajv/dist/runtime/equal").default(data, 1);}';
    expect(() => rewriteRuntimeRequires(code, file)).toThrow(/generated\/validators\/api\/group\/call\.js: .*require/);
  });
});
