/**
 * A port that a context fills at start-up (in its `onModuleInit`), so that core, or another
 * context, asks it without importing it: the dependency points from the owner to the port, never
 * back. One source answers: the last registered. `register` returns the function that removes it
 * (call it in `onModuleDestroy`). Subclasses say what the port answers with no source registered.
 */
export abstract class SourceSlot<S> {
  private source?: S;

  register(source: S): () => void {
    this.source = source;
    return () => {
      if (this.source === source) this.source = undefined;
    };
  }

  /** The registered source, if any. */
  protected get registered(): S | undefined {
    return this.source;
  }
}
