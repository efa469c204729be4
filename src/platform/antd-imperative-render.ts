// antd-mobile 5 draws its imperative components (Toast, Dialog.show, ImageViewer.show) through its own render,
// which imports the whole legacy 'react-dom' entry; this hands it react-dom/client's createRoot, which every page
// already has (https://mobile.ant.design/guide/v5-for-19; it also holds on React 19, which removed ReactDOM.render). Imported for its effect, before any of them is shown: feedback.ts,
// the one place the app shows them, imports it with the toast. Not fetched ahead when idle: a fetch that starts
// before the screen's content has painted competes with it on a slow link.
import { createRoot, type Root } from "react-dom/client";
import { unstableSetRender } from "antd-mobile/es/utils/unstable-render";

const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    // Unmounting synchronously inside a render of the same root warns; wait a tick as the guide does.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
