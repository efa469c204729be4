import { Link } from 'react-router';
import { message } from '../../../core/messages.ts';
import type { LandingTemplate } from '../../api/promotion.ts';
import { ErrorState, LoadingState } from '../../ui/error-state.tsx';
import { RegistrationFormView, type RegistrationFormViewProps } from './registration-form-view.tsx';

export interface RegisterViewProps extends RegistrationFormViewProps {
  template: LandingTemplate | undefined;
  /** The template (or sid) could not be loaded: the server's message for a refusal, 'error' otherwise. */
  error: unknown;
  /** The page URL names no template. */
  missingTemplate?: boolean;
  isValidating?: boolean;
  onRetry: () => void;
  /** Where the agreement link goes: '/agreementTemplate?…' inside the page's hash. */
  agreementHref: string;
}

/** Pure: the landing template's texts, the registration form and the agreement link, or why they are missing. */
export function RegisterView(props: RegisterViewProps) {
  const { template, error, missingTemplate, isValidating, onRetry, agreementHref, ...form } = props;
  if (missingTemplate) return <ErrorState text={message('promo.noTemplate')} />;
  if (error !== undefined && error !== null && !isValidating) return <ErrorState error={error} onRetry={onRetry} />;
  if (!template || (error !== undefined && error !== null)) return <LoadingState />;
  return (
    <main style={{ paddingBottom: 24 }}>
      <header style={{ padding: '28px 16px 20px', background: 'var(--adm-color-primary)', color: 'var(--adm-color-white)' }}>
        <h1 style={{ margin: 0, fontSize: 24, lineHeight: 1.3 }}>{template.title}</h1>
        {template.subtitle ? <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: 1.5 }}>{template.subtitle}</p> : null}
        {template.highlights.length > 0 ? (
          <ul style={{ margin: '12px 0 0', paddingLeft: 20, fontSize: 14, lineHeight: 1.6 }}>
            {template.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        ) : null}
      </header>
      <RegistrationFormView {...form} />
      <p style={{ margin: '0 16px', fontSize: 13, color: 'var(--adm-color-weak)', textAlign: 'center' }}>
        {message('promo.agreementPrefix')} <Link to={agreementHref}>{template.agreement.linkText}</Link>
      </p>
    </main>
  );
}
