/**
 * Preact (11.2) compares a text's new value with its old one only when the old one is truthy: a 0
 * drawn as text (a score, a count, the pile) was written again at every render around it, and each
 * such write makes the browser lay its line out again and leaves garbage. Drawn as the string "0",
 * it compares.
 */
import { options, type VNode } from 'preact';

export function keepZeroTextsStill(): void {
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    // A text's vnode holds its text as its props.
    if ((vnode.props as unknown) === 0) (vnode as { props: unknown }).props = '0';
    next?.(vnode);
  };
}
