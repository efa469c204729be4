import { Link } from 'react-router';
import { message } from '../../../core/messages.ts';
import type { LandingTemplate } from '../../api/promotion.ts';
import { ErrorState, LoadingState } from '../../ui/error-state.tsx';
import { RegistrationFormView, type RegistrationFormViewProps } from './registration-form-view.tsx';
import styles from './register-view.module.css';

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
    <main className={styles.register}>
      <header className={styles.header}>
        <h1 className={styles.title}>{template.title}</h1>
        {template.subtitle ? <p className={styles.subtitle}>{template.subtitle}</p> : null}
        {template.highlights.length > 0 ? (
          <ul className={styles.highlights}>
            {template.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        ) : null}
      </header>
      <RegistrationFormView {...form} />
      <p className={styles.agreement}>
        {message('promo.agreementPrefix')} <Link to={agreementHref}>{template.agreement.linkText}</Link>
      </p>
    </main>
  );
}
