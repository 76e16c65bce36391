/**
 * The editor's state (spec 2 sections 3 and 4: template instance): the resources keyed by fullId, the
 * year, which view and part are open, whether anything changed (dirty), and undo/redo of every change.
 * A pure reducer: the rules are tested without a canvas.
 */
import type { UserResource } from '@shop/contracts/commerce';
import type { Scene } from '@shop/contracts/templates';

export type View = 'main' | 'select-image' | 'image' | 'select-text' | 'text' | 'templates' | 'year' | 'preview' | 'buy';

export interface Design {
  resources: UserResource[];
  year: number | null;
}

export interface EditorState {
  design: Design;
  /** The design as opened: 'dirty' is any difference from it. */
  saved: Design;
  past: Design[];
  future: Design[];
  view: View;
  partRefId: string;
  /** The slot being edited (fullId), or null. */
  slot: string | null;
}

export type EditorAction =
  | { type: 'set-resource'; resource: UserResource }
  | { type: 'set-resources'; resources: UserResource[] }
  | { type: 'set-year'; year: number }
  | { type: 'open'; view: View; slot?: string | null }
  | { type: 'part'; partRefId: string }
  | { type: 'restore'; design: Design }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; design: Design; partRefId: string };

const HISTORY = 50;
const keyOf = (r: UserResource) => r.fullId ?? r.id;

export function initialState(scene: Scene, design: Design): EditorState {
  return { design, saved: design, past: [], future: [], view: 'main', partRefId: scene.parts[0]!.refId, slot: null };
}

function change(state: EditorState, design: Design): EditorState {
  return { ...state, design, past: [...state.past, state.design].slice(-HISTORY), future: [] };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'set-resource': {
      const key = keyOf(action.resource);
      const others = state.design.resources.filter((r) => keyOf(r) !== key);
      return change(state, { ...state.design, resources: [...others, action.resource] });
    }
    case 'set-resources': {
      const keys = new Set(action.resources.map(keyOf));
      return change(state, { ...state.design, resources: [...state.design.resources.filter((r) => !keys.has(keyOf(r))), ...action.resources] });
    }
    case 'set-year':
      return change(state, { ...state.design, year: action.year });
    case 'open':
      // leaving a sub-view to main clears the current resource (spec 2 section 4)
      return { ...state, view: action.view, slot: action.view === 'main' ? null : (action.slot ?? state.slot) };
    case 'part':
      return { ...state, partRefId: action.partRefId, slot: null };
    case 'restore':
      // a draft kept in the browser comes back as a change (undoable, dirty against the design as opened)
      return change(state, action.design);
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, design: previous, past: state.past.slice(0, -1), future: [state.design, ...state.future] };
    }
    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return { ...state, design: next, past: [...state.past, state.design], future: state.future.slice(1) };
    }
    case 'reset':
      return { design: action.design, saved: action.design, past: [], future: [], view: 'main', partRefId: action.partRefId, slot: null };
  }
}

/** Any change since the editor opened (spec 2 section 4: any change marks the editor dirty). */
export const isDirty = (state: EditorState) => JSON.stringify(state.design) !== JSON.stringify(state.saved);

export const resourceOf = (design: Design, fullId: string) => design.resources.find((r) => keyOf(r) === fullId);
