import type { ChangeEventType, WebhookEndpoint } from '@intake/client'
import { useState } from 'preact/hooks'
import { EVENT_TYPES } from './event-types.ts'

/** An endpoint's settings as the form gives them, for POST or PATCH /v3/webhooks. */
export interface WebhookSettings {
  readonly url: string
  readonly types: ChangeEventType[] | null
  readonly description: string | null
  readonly events_per_message: number
}

/**
 * The settings of a webhook endpoint: URL, description, events per message and event types. Empty to
 * make one; filled with an endpoint's to change it. `onSubmit` resolves true when the settings were
 * taken: a new endpoint's form is then emptied.
 */
export function WebhookSettingsForm({
  endpoint,
  label,
  submit,
  busy,
  onSubmit,
}: {
  endpoint?: WebhookEndpoint
  label: string
  submit: string
  busy: boolean
  onSubmit: (settings: WebhookSettings) => Promise<boolean>
}) {
  const [everyType, setEveryType] = useState(endpoint === undefined || endpoint.types === null)

  const submitted = async (event: Event) => {
    event.preventDefault()
    const form = event.currentTarget as HTMLFormElement
    const fields = new FormData(form)
    const description = String(fields.get('description') ?? '').trim()
    const taken = await onSubmit({
      url: String(fields.get('url') ?? ''),
      types: everyType ? null : (fields.getAll('types') as ChangeEventType[]),
      description: description === '' ? null : description,
      events_per_message: Number(fields.get('events_per_message')),
    })
    if (taken && endpoint === undefined) {
      form.reset()
      setEveryType(true)
    }
  }

  return (
    <form class="filters webhook-settings" onSubmit={submitted} aria-label={label}>
      <label>
        URL
        <input
          name="url"
          type="url"
          required
          maxLength={2048}
          placeholder="https://"
          autoComplete="off"
          defaultValue={endpoint?.url}
        />
      </label>
      <label>
        Description (optional)
        <input name="description" maxLength={200} autoComplete="off" defaultValue={endpoint?.description ?? ''} />
      </label>
      <label>
        Events per message
        <input
          name="events_per_message"
          type="number"
          min={1}
          max={1000}
          defaultValue={String(endpoint?.events_per_message ?? 100)}
          required
        />
      </label>
      <fieldset class="event-types">
        <legend>Event types</legend>
        <label class="inline">
          <input type="radio" name="every" checked={everyType} onChange={() => setEveryType(true)} />
          Every type, those added later included
        </label>
        <label class="inline">
          <input type="radio" name="every" checked={!everyType} onChange={() => setEveryType(false)} />
          Only these:
        </label>
        {!everyType && (
          <ul class="type-choices">
            {EVENT_TYPES.map(([type, words]) => (
              <li key={type}>
                <label class="inline">
                  <input
                    type="checkbox"
                    name="types"
                    value={type}
                    defaultChecked={endpoint?.types?.includes(type) ?? false}
                  />
                  <span>
                    <span class="mono">{type}</span> <span class="hint">({words})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <button type="submit" disabled={busy}>
        {submit}
      </button>
    </form>
  )
}
