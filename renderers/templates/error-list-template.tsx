/** Errors show beside their fields (FieldFrame), never as a list at the top of the form. */
export function ErrorListTemplate() {
  return null;
}
