import type { ComponentProps } from 'react';
import type { ScreenNodes } from '../../../renderers/nodes/node-props.ts';
import { PublishedScreenRenderer } from '../../ui/published-screen.tsx';
import { useDocumentTitle } from '../../platform/document-title.ts';

export type LegalDescriptor = ComponentProps<typeof PublishedScreenRenderer>['descriptor'];

/** A static information page: its whole content is the descriptor under schemas/screens/, drawn with its nodes. */
export function LegalScreen({ descriptor, nodes }: { descriptor: LegalDescriptor; nodes: ScreenNodes }) {
  useDocumentTitle(descriptor.title);
  return <PublishedScreenRenderer descriptor={descriptor} nodes={nodes} />;
}
