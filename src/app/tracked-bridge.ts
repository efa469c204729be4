import type { Bridge } from '../bridge/bridge.ts';
import { drawnDocumentFields } from '../platform/drawn-versions.ts';

/**
 * The bridge, with every tracking event (confirmBurialPoint) carrying the id and version of the published form or
 * screen the page draws (issue 26): a screen's own fields never name those, and cannot overwrite them.
 */
export function withDrawnVersions(bridge: Bridge): Bridge {
  return { ...bridge, confirmBurialPoint: (payload) => bridge.confirmBurialPoint({ ...payload, ...drawnDocumentFields() }) };
}
