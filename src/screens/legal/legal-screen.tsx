import type { ComponentProps } from 'react';
import { ScreenRenderer } from '../../../renderers/ScreenRenderer.tsx';
import { useDocumentTitle } from '../../platform/document-title.ts';

export type LegalDescriptor = ComponentProps<typeof ScreenRenderer>['descriptor'];

/** A static information page: its whole content is the descriptor under schemas/screens/. */
export function LegalScreen({ descriptor }: { descriptor: LegalDescriptor }) {
  useDocumentTitle(descriptor.title);
  return <ScreenRenderer descriptor={descriptor} />;
}
