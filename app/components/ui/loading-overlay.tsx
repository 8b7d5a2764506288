/** A spinning ring; decorative (the text next to it says what is happening). */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />
}

/** Covers the page while something the shopper waits for happens (spec §2 Payment page). */
export function LoadingOverlay({ title, text }: { title: string; text: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <div className="loading-overlay__card">
        <Spinner />
        <h1>{title}</h1>
        <p>{text}</p>
      </div>
    </div>
  )
}
