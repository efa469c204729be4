// Imported statically here, so each legal text is in its own route's chunk.
import descriptor from '../../../schemas/screens/about-us.json';
import { LegalScreen, type LegalDescriptor } from './legal-screen.tsx';

export default function AboutUsScreen() {
  return <LegalScreen descriptor={descriptor as LegalDescriptor} />;
}
