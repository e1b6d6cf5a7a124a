import { useState } from 'preact/hooks'

/**
 * A secret shown once, beside what it belongs to, with a copy button and a warning. The page holds it
 * in its state only: it is gone, for good, when the user leaves the page.
 */
export function ShownSecret({
  title,
  owner,
  secretName,
  secret,
  ifLost,
  onHide,
}: {
  title: string
  /** What the secret belongs to: a label and a value (a client id, an endpoint's URL). */
  owner: readonly [label: string, value: string]
  secretName: string
  secret: string
  /** What the service keeps of it, and what to do when it is lost. */
  ifLost: string
  onHide: () => void
}) {
  const [copied, setCopied] = useState<string | undefined>(undefined)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied('Copied.')
    } catch {
      setCopied('The browser did not let the page copy: select the secret and copy it.')
    }
  }
  return (
    <section class="secret" aria-labelledby="secret-title">
      <h2 id="secret-title">{title}</h2>
      <p class="warning">
        <strong>Copy this secret now: it is shown this once.</strong> {ifLost}
      </p>
      <dl>
        <dt>{owner[0]}</dt>
        <dd class="mono">{owner[1]}</dd>
        <dt>{secretName}</dt>
        <dd class="mono" id="shown-secret">
          {secret}
        </dd>
      </dl>
      <div class="actions start">
        <button type="button" onClick={copy}>
          Copy the secret
        </button>
        <button type="button" onClick={onHide}>
          Hide it
        </button>
        <span role="status">{copied}</span>
      </div>
      <p class="hint">It is hidden, for good, when you leave this page.</p>
    </section>
  )
}
