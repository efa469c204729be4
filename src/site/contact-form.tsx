import { siteContent } from './site-content.ts';

// The contact form (SPEC.md section 5): name, telephone, e-mail and suggestion, all required. It sends nothing
// (SPEC.md section 2): method="dialog" outside a dialog makes a submit do nothing at all, so with JavaScript off the
// browser checks the required fields and no request ever leaves. With JavaScript on, contact-form-script.ts says
// 'Please provide complete information!' or 'Success!' (the texts ride in the status element's data attributes, so
// the script carries no text of its own).

const { contact } = siteContent;

const fields = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'telephone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const;

export function ContactForm() {
  return (
    <form className="contact-form" method="dialog" data-contact-form="">
      {fields.map((field) => (
        <div key={field.name} className="field">
          <label htmlFor={`contact-${field.name}`}>{contact.fields[field.name]}</label>
          <input id={`contact-${field.name}`} name={field.name} type={field.type} autoComplete={field.autoComplete} required />
        </div>
      ))}
      <div className="field">
        <label htmlFor="contact-suggestion">{contact.fields.suggestion}</label>
        <textarea id="contact-suggestion" name="suggestion" rows={5} required />
      </div>
      <button type="submit" className="button">
        {contact.submit}
      </button>
      <p className="form-status" role="status" data-incomplete={contact.incomplete} data-success={contact.success} />
    </form>
  );
}
