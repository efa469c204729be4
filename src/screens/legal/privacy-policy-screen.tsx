// Imported statically here, so each legal text is in its own route's chunk.
import { descriptor, nodes } from '../../../generated/screens/privacy-policy.ts';
import { LegalScreen, type LegalDescriptor } from './legal-screen.tsx';

export default function PrivacyPolicyScreen() {
  return <LegalScreen descriptor={descriptor as LegalDescriptor} nodes={nodes} />;
}
