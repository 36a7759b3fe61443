/**
 * A component that renders again only when its props changed (Preact core has no `memo`; the compat
 * layer that does would ship a lot more than these lines). `same` says when two sets of props draw
 * the same thing.
 */
import { Component, type ComponentChild } from 'preact';

export function memo<P extends object>(render: (props: P) => ComponentChild, same: (a: P, b: P) => boolean) {
  return class Memo extends Component<P> {
    static override displayName = render.name;
    override shouldComponentUpdate(next: P): boolean {
      return !same(this.props, next);
    }
    override render(props: P): ComponentChild {
      return render(props);
    }
  };
}

/**
 * Whether two props objects hold the same values, one level deep (objects by reference); `except`: a
 * prop compared otherwise by the caller (compared here, a copy of the props without it was garbage
 * of every cell at every board render).
 */
export function shallowEqual<P extends object>(a: P, b: P, except?: keyof P): boolean {
  for (const key in a) if (key !== except && a[key] !== b[key]) return false;
  for (const key in b) if (!(key in a)) return false;
  return true;
}
