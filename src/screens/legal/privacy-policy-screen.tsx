// Imported statically here, so each legal text is in its own route's chunk.
import descriptor from '../../../schemas/screens/privacy-policy.json';
import { LegalScreen, type LegalDescriptor } from './legal-screen.tsx';

export default function PrivacyPolicyScreen() {
  return <LegalScreen descriptor={descriptor as LegalDescriptor} />;
}
