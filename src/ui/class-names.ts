// classnames, as an ES module, in the build's place of the package (swaps in scripts/budgets/bundle-plugins.ts):
// antd-mobile joins every component's class names with it, so it is on every page, and the package is a UMD script
// that the bundler wraps for CommonJS. Same rules: strings and numbers as they are, arrays flattened, an object's own
// keys whose values are truthy, an object with its own toString by that; falsy values skipped. class-names.test.ts
// holds it to the package's answers.

type ClassValue = string | number | bigint | boolean | null | undefined | { [name: string]: unknown } | ClassValue[];

function classOf(value: ClassValue): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value !== 'object' || value === null) return '';
  if (Array.isArray(value)) return classNames(...value);
  if (value.toString !== Object.prototype.toString && !value.toString.toString().includes('[native code]')) return value.toString();
  return Object.keys(value)
    .filter((name) => value[name])
    .join(' ');
}

export default function classNames(...values: ClassValue[]): string {
  let joined = '';
  for (const value of values) {
    const name = value ? classOf(value) : '';
    if (name) joined = joined ? `${joined} ${name}` : name;
  }
  return joined;
}
