import type { ComponentProps } from 'react';
import type { ScreenNodes } from '../../../renderers/nodes/node-props.ts';
import { ScreenRenderer } from '../../../renderers/ScreenRenderer.tsx';
import { useDocumentTitle } from '../../platform/document-title.ts';

export type LegalDescriptor = ComponentProps<typeof ScreenRenderer>['descriptor'];

/** A static information page: its whole content is the descriptor under schemas/screens/, drawn with its nodes. */
export function LegalScreen({ descriptor, nodes }: { descriptor: LegalDescriptor; nodes: ScreenNodes }) {
  useDocumentTitle(descriptor.title);
  return <ScreenRenderer descriptor={descriptor} nodes={nodes} />;
}
