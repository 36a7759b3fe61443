import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import { HowToPlay } from './HowToPlay';
import { MiniBoard } from './MiniBoard';
import './home.css';

/** The first screen: title, tagline, a decorative board and the rules summary. */
export function Home() {
  const rulesOpen = useSignal(false);
  const rules = useRef<HTMLElement>(null);

  const toggleRules = () => {
    rulesOpen.value = !rulesOpen.value;
    // The summary opens below the fold on a phone: bring it into view once it has been drawn.
    if (rulesOpen.value) requestAnimationFrame(() => rules.current?.scrollIntoView({ block: 'start' }));
  };

  return (
    <main class="home">
      <header class="home__intro">
        <h1 class="title">
          24<span class="title__slash">/</span>7
        </h1>
        <p class="tagline">Place tiles, make 7s and 24s, gather the most minutes</p>
      </header>

      <figure class="home__board">
        <MiniBoard />
        <figcaption class="board-caption">
          <span class="chip chip--seven">5 + 2 = 7</span>
          <span class="chip chip--twentyfour">10 + 8 + 6 = 24</span>
        </figcaption>
      </figure>

      <div class="home__actions">
        <button
          type="button"
          class="button"
          aria-expanded={rulesOpen.value}
          aria-controls="how-to-play"
          onClick={toggleRules}
        >
          {rulesOpen.value ? 'Hide the rules' : 'How to play'}
        </button>
        <p class="status">The game is being built.</p>
      </div>

      <HowToPlay id="how-to-play" hidden={!rulesOpen.value} sectionRef={rules} />
    </main>
  );
}
