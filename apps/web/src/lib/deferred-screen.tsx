import { Component, startTransition, use, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  captureScreenState,
  elementAt,
  pathOf,
  replayGesture,
  restoreScreenState,
  type ElementPath,
  type PendingGesture,
  type ScreenState,
} from './screen-state';
import { ServerMarkupScope } from './server-markup';
import { isHydrating, sessionStore } from './session';

/**
 * What a sign of a reader is: the first of these anywhere in the page fetches the screen's code. A
 * phone's reader touches or scrolls before pressing anything; a mouse moves first.
 */
const GESTURES = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

type ScreenModule = { Component: ComponentType } & Record<string, unknown>;

/** A route's `lazy` for a deferred screen, with the static stand-in that mountApp gives the first page. */
export type DeferredScreenRoute = (() => Promise<{ Component: ComponentType }>) & {
  /** The screen on the page the server rendered: its markup kept until the reader's first gesture. */
  staticScreen: ComponentType;
};

/** Whether a route's `lazy` is a deferred screen's (mountApp gives such a route its static stand-in). */
export function isDeferredScreen(lazy: unknown): lazy is DeferredScreenRoute {
  return typeof lazy === 'function' && 'staticScreen' in lazy;
}

const isPlainPress = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

interface Press {
  path: ElementPath;
  x: number;
  y: number;
}

/** How far a press may move and still be a press, not a scroll or a swipe (CSS pixels). */
const PRESS_SLOP = 10;
/** How late a tap's own click may follow the finger's lift. */
const LATE_TAP_MS = 500;

/**
 * Completes a press that went down on the static markup and comes up on the rendered screen: the
 * browser's click would go to no element (the one pressed is gone), so the element now at its place
 * is clicked, unless the browser did click inside it after all.
 */
function finishPress(wrapper: Element, press: Press): void {
  const stop = () => {
    window.removeEventListener('pointerup', onUp, true);
    window.removeEventListener('pointercancel', stop, true);
  };
  const onUp = (event: PointerEvent) => {
    stop();
    const target = elementAt(wrapper, press.path);
    if (!target || Math.hypot(event.clientX - press.x, event.clientY - press.y) > PRESS_SLOP) return;
    let clicked = false;
    const onClick = (click: MouseEvent) => {
      clicked ||= click.target instanceof Node && target.contains(click.target);
    };
    window.addEventListener('click', onClick, true);
    // A mouse's click comes in the same task as its button's up; a tap's may come a little later, and is then
    // swallowed, so the element is never pressed twice.
    setTimeout(() => {
      window.removeEventListener('click', onClick, true);
      if (clicked) return;
      replayGesture(wrapper, { kind: 'click', path: press.path, href: null });
      const swallow = (late: MouseEvent) => {
        if (!late.isTrusted || !(late.target instanceof Node) || !target.contains(late.target)) return;
        late.preventDefault();
        late.stopPropagation();
        window.removeEventListener('click', swallow, true);
      };
      window.addEventListener('click', swallow, true);
      setTimeout(() => window.removeEventListener('click', swallow, true), LATE_TAP_MS);
    }, 0);
  };
  window.addEventListener('pointerup', onUp, true);
  window.addEventListener('pointercancel', stop, true);
}

interface SwapProps {
  /** The server's markup of the screen. */
  html: string;
  /** The rendered screen, once its code is here and the reader has made a gesture; null until then. */
  screen: ReactNode | null;
  /** Fetches the code and renders the screen. */
  start: () => void;
  /** The presses and submissions the static markup took, in order (shared with the screen, which drops them if the code cannot come). */
  pending: PendingGesture[];
}

interface SwapState {
  /** The server's markup, for the render that replaces it only (ServerMarkupScope). */
  scope: ParentNode | null;
  swapped: boolean;
}

/**
 * The static screen and its replacement. A class for `getSnapshotBeforeUpdate`: what the reader typed
 * or scrolled in the static markup is read in the commit that replaces it, after the last keystroke
 * and before the markup goes, then given to the rendered screen with the presses it took.
 */
class StaticUntilTouched extends Component<SwapProps, SwapState> {
  private wrapper: HTMLDivElement | null = null;
  private stopListening: () => void = () => {};
  /** A press that went down on the static markup and is not up yet. */
  private pressed: Press | null = null;

  constructor(props: SwapProps) {
    super(props);
    this.state = { scope: null, swapped: false };
  }

  override componentDidMount(): void {
    const wrapper = this.wrapper;
    if (!wrapper || this.props.screen) return;
    const { start, pending } = this.props;
    // A box that scrolls itself (a carousel's scroll snapping at layout) is no reader: only the page's own scroll counts.
    const onGesture = (event: Event) => {
      if (event.type !== 'scroll' || event.target === document || event.target === window) start();
    };
    // A press on the static markup is held (a link would leave the page, a button does nothing) and done
    // again on the rendered screen. A press with a modifier (a new tab, a download) stays the browser's.
    const onClick = (event: MouseEvent) => {
      if (!isPlainPress(event)) return;
      const path = pathOf(wrapper, event.target);
      if (!path) return;
      event.preventDefault();
      event.stopPropagation();
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      pending.push({ kind: 'click', path, href: link?.getAttribute('href') ?? null });
      start();
    };
    const onSubmit = (event: SubmitEvent) => {
      const path = pathOf(wrapper, event.target);
      if (!path) return;
      event.preventDefault();
      event.stopPropagation();
      pending.push({ kind: 'submit', path, submitter: event.submitter ? pathOf(wrapper, event.submitter) : null });
      start();
    };
    // A press in progress: if the screen is rendered between its down and its up, the browser sends
    // its click nowhere (the element pressed is gone), and componentDidUpdate makes it.
    const onPointerDown = (event: PointerEvent) => {
      const path = event.isPrimary && event.button === 0 ? pathOf(wrapper, event.target) : null;
      this.pressed = path ? { path, x: event.clientX, y: event.clientY } : null;
    };
    const onPointerUp = () => {
      this.pressed = null;
    };
    for (const type of GESTURES) window.addEventListener(type, onGesture, { capture: true, passive: true });
    wrapper.addEventListener('click', onClick, true);
    wrapper.addEventListener('submit', onSubmit, true);
    wrapper.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('pointerup', onPointerUp, true);
    window.addEventListener('pointercancel', onPointerUp, true);
    this.stopListening = () => {
      for (const type of GESTURES) window.removeEventListener(type, onGesture, { capture: true });
      wrapper.removeEventListener('click', onClick, true);
      wrapper.removeEventListener('submit', onSubmit, true);
      wrapper.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('pointerup', onPointerUp, true);
      window.removeEventListener('pointercancel', onPointerUp, true);
    };
    // A reader who scrolled before the page's code ran (or a page the browser brought back scrolled) made the
    // gesture before anyone listened: without this, sections near where they read would wait for another one.
    if (window.scrollY > 0 || window.scrollX > 0) start();
  }

  static getDerivedStateFromProps(props: SwapProps, state: SwapState): Partial<SwapState> | null {
    // The render that replaces the static markup may keep parts of it (ServerMarkupScope): the server's
    // markup, parsed once, for that render only.
    if (props.screen && !state.swapped) {
      const template = document.createElement('template');
      template.innerHTML = props.html;
      return { scope: template.content, swapped: true };
    }
    return null;
  }

  override getSnapshotBeforeUpdate(previous: SwapProps): ScreenState | null {
    return !previous.screen && this.props.screen && this.wrapper ? captureScreenState(this.wrapper) : null;
  }

  override componentDidUpdate(_previous: SwapProps, _state: SwapState, snapshot: ScreenState | null): void {
    const wrapper = this.wrapper;
    if (!snapshot || !wrapper) return;
    this.stopListening();
    restoreScreenState(wrapper, snapshot);
    // The presses come after React has rendered what was typed (a submission reads the typed value).
    const pending = this.props.pending.splice(0);
    if (pending.length > 0)
      setTimeout(() => {
        for (const gesture of pending) replayGesture(wrapper, gesture);
      }, 0);
    if (this.pressed) finishPress(wrapper, this.pressed);
    this.pressed = null;
    // Parts mounted from now on are new: they never take the server's markup.
    this.setState({ scope: null });
  }

  override componentWillUnmount(): void {
    this.stopListening();
  }

  override render(): ReactNode {
    const ref = (element: HTMLDivElement | null) => {
      this.wrapper = element;
    };
    if (!this.props.screen) return <div ref={ref} data-screen="" dangerouslySetInnerHTML={{ __html: this.props.html }} />;
    return (
      <div ref={ref} data-screen="">
        <ServerMarkupScope value={this.state.scope}>{this.props.screen}</ServerMarkupScope>
      </div>
    );
  }
}

/**
 * A public screen whose code waits for the reader (ADR 0030, fifth pass). The server renders the
 * screen whole, inside `<div data-screen>`. On the page it rendered, the browser hydrates the shell
 * and keeps the screen's markup as it is, readable and laid out, without fetching the screen's code;
 * the reader's first gesture anywhere (a touch, a scroll, a pointer's move, a key, a focus), a
 * navigation, or a signed-in session (whose screen differs from the visitor's the server rendered)
 * fetches it, and the screen is rendered in place from the data the page already holds: the same
 * markup. A press or a submission the static markup takes meanwhile is held and done again on the
 * rendered screen, with what was typed. Navigated to in the browser, the screen is an ordinary lazy
 * route. The screen's module exports its `Component` only (no loader: the page's data comes with it).
 */
export function deferredScreen(load: () => Promise<ScreenModule>): DeferredScreenRoute {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        const others = Object.keys(module).filter((key) => key !== 'Component');
        if (others.length > 0) throw new Error(`a deferred screen's module exports its Component only, not ${others.join(', ')}`);
        loaded = module.Component;
        return module.Component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function Screen() {
    const [html] = useState(() => {
      if (loaded || !isHydrating()) return null;
      return document.querySelector('[data-screen]')?.innerHTML ?? null;
    });
    const [touched, setTouched] = useState(false);
    const pending = useRef<PendingGesture[]>([]).current;
    const location = useLocation();
    const firstLocation = useRef(location.key);

    const requested = useRef(false);
    const start = useCallback(() => {
      // Every pointer move calls this until the screen is rendered: one fetch, one render.
      if (requested.current) return;
      requested.current = true;
      preload().then(
        () => startTransition(() => setTouched(true)),
        () => {
          requested.current = false;
          // The code could not come (offline): a held link still leads where it points, as plain HTML would.
          const link = pending.find((gesture) => gesture.kind === 'click' && gesture.href);
          pending.length = 0;
          if (link?.kind === 'click' && link.href) window.location.assign(link.href);
        },
      );
    }, [pending]);

    useEffect(() => {
      if (html === null || touched) return;
      if (location.key !== firstLocation.current) start();
    }, [html, touched, location.key, start]);
    useEffect(() => {
      if (html === null || touched) return;
      const check = () => sessionStore.get().authenticated && start();
      check();
      return sessionStore.subscribe(check);
    }, [html, touched, start]);

    if (html === null) {
      const Rendered = loaded ?? use(preload());
      return (
        <div data-screen="">
          <Rendered />
        </div>
      );
    }
    const Rendered = touched ? loaded : null;
    return <StaticUntilTouched html={html} screen={Rendered ? <Rendered /> : null} start={start} pending={pending} />;
  }

  return Object.assign(async () => ({ Component: await preload().then(() => Screen) }), { staticScreen: Screen });
}
