// The contact form's behaviour once JavaScript runs (the markup: contact-form.tsx). It sends nothing, as SPEC.md
// says: a submit checks that every field holds something besides spaces, and says 'Please provide complete
// information!' (marking the empty fields and moving to the first) or 'Success!'. What was typed stays as it is
// when a field is missing; a successful submit clears the form.

export function enhanceContactForm(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[role="status"]');
  if (!status) return;
  // The spec's message in place of the browser's own bubble.
  form.noValidate = true;
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];

  const say = (text: string, incomplete: boolean) => {
    status.textContent = text;
    status.classList.toggle('form-status-error', incomplete);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const empty = fields.filter((field) => field.value.trim() === '');
    for (const field of fields) {
      if (empty.includes(field)) field.setAttribute('aria-invalid', 'true');
      else field.removeAttribute('aria-invalid');
    }
    if (empty.length > 0) {
      say(status.dataset.incomplete ?? '', true);
      empty[0]!.focus();
      return;
    }
    form.reset();
    say(status.dataset.success ?? '', false);
  });
  // A field marked empty stops being marked once something is typed into it.
  form.addEventListener('input', (event) => {
    const field = event.target as Element;
    if (field.getAttribute('aria-invalid') === 'true') field.removeAttribute('aria-invalid');
  });
}
