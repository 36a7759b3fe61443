/**
 * Home as a newcomer sees it (no game to continue), as HTML. The build writes it into index.html so a
 * first visit paints before any script has run; main.tsx then renders the app over it, and Preact
 * reuses these elements. Runs in Node at build time only: the app never imports this file.
 */
import { renderToString } from 'preact-render-to-string';
import { Home } from './screens/Home.js';

export function prerenderHome(): string {
  return renderToString(<Home prerendered />);
}
