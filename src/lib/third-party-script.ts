/**
 * A third-party script (support chat, session replay) that the app adds and later takes away
 * whole (decision 0024): the script element and every node it put into the page. Nodes React
 * rendered (dialogs and popovers in portals) are the app's own and are never touched.
 */
export type ThirdPartyScript = { remove: () => void };

function renderedByReact(node: Node) {
  return Object.keys(node).some((key) => key.startsWith('__react'));
}

export function addThirdPartyScript(src: string, name: string): ThirdPartyScript {
  const script = document.createElement('script');
  const added = new Set<Node>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node !== script && !renderedByReact(node)) added.add(node);
      }
    }
  });
  observer.observe(document.head, { childList: true });
  observer.observe(document.body, { childList: true });
  script.src = src;
  script.async = true;
  script.referrerPolicy = 'strict-origin';
  script.dataset.thirdParty = name;
  document.head.append(script);
  return {
    remove() {
      observer.disconnect();
      script.remove();
      for (const node of added) node.parentNode?.removeChild(node);
      added.clear();
    },
  };
}
