// Each step's picture is images/<image>.svg, served from the build (no external host); the test checks every step
// of schemas/content/repayment-instructions.json has its file.
const files = import.meta.glob<string>('./images/*.svg', { eager: true, import: 'default' });

export function instructionImageUrl(image: string): string | undefined {
  return files[`./images/${image}.svg`];
}
