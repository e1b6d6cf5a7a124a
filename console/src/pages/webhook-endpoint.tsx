import type { RotatedWebhookSecret, WebhookEndpoint, WebhookTestResult } from '@intake/client'
import { useRef, useState } from 'preact/hooks'
import { Loading, Problems, TimesNote } from '../components.tsx'
import { useAction, useLoad, useReadAgain, useSession } from '../data.ts'
import { formatCount, formatInstant } from '../format.ts'
import { href, navigate } from '../router.ts'
import { ShownSecret } from '../shown-secret.tsx'
import { type WebhookSettings, WebhookSettingsForm } from '../webhook-settings-form.tsx'
import { lastDeliveryWords, stateWords, testWords, typesWords } from '../webhook-words.ts'
import { WebhookDeliveries } from './webhook-deliveries.tsx'

type Confirming = { action: 'replay'; since: string } | { action: 'rotate' } | { action: 'delete' }

/**
 * One webhook endpoint (`#/webhooks/{id}`): its settings and state, a test message, enabling and
 * disabling, a replay since an instant, a new secret and deletion (each of the last three behind a
 * confirmation), and its deliveries. It is read again every few seconds, as messages are sent.
 */
export function WebhookEndpointPage({ id }: { id: number }) {
  const { session } = useSession()
  const endpoint = useLoad(`webhook/${id}`, (client) => client.webhook(id))
  useReadAgain(endpoint, endpoint.error === undefined)
  const { state: action, run } = useAction()
  const [tested, setTested] = useState<WebhookTestResult | undefined>(undefined)
  const [rotated, setRotated] = useState<RotatedWebhookSecret | undefined>(undefined)
  const [confirming, setConfirming] = useState<Confirming | undefined>(undefined)
  const dialog = useRef<HTMLDialogElement>(null)

  const act = async (work: () => Promise<string | undefined>) => {
    if (await run(work)) endpoint.reload()
  }
  const test = () =>
    act(async () => {
      setTested(undefined)
      setTested(await session.client.testWebhook(id))
      return undefined
    })
  const enable = (enabled: boolean) =>
    act(async () => {
      await session.client.updateWebhook(id, { enabled })
      return enabled ? 'Enabled: its pending message is tried at once.' : 'Disabled: no message is sent until enabled.'
    })
  const confirm = (asked: Confirming) => {
    setConfirming(asked)
    dialog.current?.showModal()
  }
  const askReplay = (event: Event) => {
    event.preventDefault()
    const since = String(new FormData(event.currentTarget as HTMLFormElement).get('since') ?? '').trim()
    confirm({ action: 'replay', since })
  }
  const confirmed = () => {
    const asked = confirming
    dialog.current?.close()
    if (asked?.action === 'replay') {
      void act(async () => {
        const replay = await session.client.replayWebhook(id, { since: asked.since })
        return `Replay queued: the events after sequence ${replay.after} through ${replay.through}, sent as messages marked replay.`
      })
    } else if (asked?.action === 'rotate') {
      void act(async () => {
        const secret = await session.client.rotateWebhookSecret(id)
        setRotated(secret)
        return `New secret made; the old one signs beside it until ${formatInstant(secret.previous_secret_expires_at)}.`
      })
    } else if (asked?.action === 'delete') {
      void act(async () => {
        await session.client.deleteWebhook(id)
        navigate(['webhooks'])
        return undefined
      })
    }
  }

  const shown = endpoint.data
  return (
    <>
      <p>
        <a href={href(['webhooks'])}>← All webhook endpoints</a>
      </p>
      <h1 tabIndex={-1}>Webhook endpoint {id}</h1>
      <TimesNote />
      <Problems words={endpoint.error} />
      <Loading loading={endpoint.loading && shown === undefined} />
      {shown !== undefined && <WebhookFacts endpoint={shown} />}
      {rotated !== undefined && shown !== undefined && (
        <ShownSecret
          title={`New secret of endpoint ${id}`}
          owner={['URL', shown.url]}
          secretName="Signing secret"
          secret={rotated.secret}
          ifLost="Your receiver verifies each message with it; if it is lost, rotate it again."
          onHide={() => setRotated(undefined)}
        />
      )}
      {shown !== undefined && (
        <section aria-labelledby="webhook-actions-title">
          <h2 id="webhook-actions-title">Actions</h2>
          <div class="actions start">
            <button type="button" disabled={action.busy} onClick={test}>
              Send a test
            </button>
            {shown.enabled ? (
              <button type="button" disabled={action.busy} onClick={() => enable(false)}>
                Disable
              </button>
            ) : (
              <button type="button" disabled={action.busy} onClick={() => enable(true)}>
                Enable
              </button>
            )}
            <button type="button" disabled={action.busy} onClick={() => confirm({ action: 'rotate' })}>
              Rotate secret…
            </button>
            <button
              type="button"
              class="danger-button"
              disabled={action.busy}
              onClick={() => confirm({ action: 'delete' })}
            >
              Delete…
            </button>
          </div>
          <p role="status" id="webhook-test-result">
            {tested === undefined ? '' : testWords(tested)}
          </p>
          <p role="status">{action.done}</p>
          <Problems words={action.error} />
          <form class="filters" onSubmit={askReplay} aria-label="Replay past events">
            <label>
              Replay the events since
              <input name="since" required placeholder="2026-11-20T00:00:00Z" autoComplete="off" />
            </label>
            <button type="submit" disabled={action.busy}>
              Replay…
            </button>
          </form>
        </section>
      )}
      {shown !== undefined && <EndpointSettings endpoint={shown} onSaved={endpoint.reload} />}
      {shown !== undefined && (
        <WebhookDeliveries
          queryKey={`webhook/${id}/deliveries`}
          read={(client, query) => client.webhookDeliveries(id, query)}
        />
      )}
      <dialog ref={dialog} aria-labelledby="confirm-title">
        <ConfirmationWords confirming={confirming} id={id} url={shown?.url} />
        <div class="actions">
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="button" class="danger-button" onClick={confirmed}>
            {confirming?.action === 'replay' ? 'Replay' : confirming?.action === 'rotate' ? 'Rotate' : 'Delete'}
          </button>
        </div>
      </dialog>
    </>
  )
}

/** The endpoint's settings, to change: each applies from the next message made, the URL from the next attempt. */
function EndpointSettings({ endpoint, onSaved }: { endpoint: WebhookEndpoint; onSaved: () => void }) {
  const { session } = useSession()
  const { state, run } = useAction()
  const save = async (settings: WebhookSettings) => {
    const saved = await run(async () => {
      await session.client.updateWebhook(endpoint.id, settings)
      return 'Saved: the URL applies from the next attempt, the rest from the next message made.'
    })
    if (saved) onSaved()
    return saved
  }
  return (
    <section aria-labelledby="webhook-settings-title">
      <h2 id="webhook-settings-title">Settings</h2>
      <WebhookSettingsForm
        endpoint={endpoint}
        label="Change the endpoint’s settings"
        submit="Save the settings"
        busy={state.busy}
        onSubmit={save}
      />
      <p role="status" id="webhook-settings-result">
        {state.done}
      </p>
      <Problems words={state.error} />
    </section>
  )
}

/** The endpoint's settings and state. */
export function WebhookFacts({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <dl class="facts" id="webhook-facts">
      <dt>URL</dt>
      <dd class="mono">{endpoint.url}</dd>
      <dt>State</dt>
      <dd>{stateWords(endpoint)}</dd>
      <dt>Backlog</dt>
      <dd>{formatCount(endpoint.backlog)} events not yet delivered</dd>
      <dt>Last delivery</dt>
      <dd>{lastDeliveryWords(endpoint)}</dd>
      <dt>Event types</dt>
      <dd>{typesWords(endpoint.types)}</dd>
      <dt>Events per message</dt>
      <dd>{formatCount(endpoint.events_per_message)}</dd>
      <dt>Description</dt>
      <dd>{endpoint.description ?? '–'}</dd>
      <dt>Made</dt>
      <dd>{formatInstant(endpoint.created_at)}</dd>
    </dl>
  )
}

function ConfirmationWords({ confirming, id, url }: { confirming: Confirming | undefined; id: number; url?: string }) {
  if (confirming?.action === 'replay') {
    return (
      <>
        <h2 id="confirm-title">Replay the events since {confirming.since}?</h2>
        <p>
          The events of its types since then, up to now, are sent to {url} again, as messages marked replay: after the
          events already owed to it, before later ones. The receiver gets them a second time.
        </p>
      </>
    )
  }
  if (confirming?.action === 'rotate') {
    return (
      <>
        <h2 id="confirm-title">Rotate the secret of endpoint {id}?</h2>
        <p>
          A new secret is made and shown once. For 24 hours each message carries a signature of the old secret too,
          beside the new one, so that the receiver can switch meanwhile.
        </p>
      </>
    )
  }
  return (
    <>
      <h2 id="confirm-title">Delete endpoint {id}?</h2>
      <p>No message is sent to {url} from then on; its log and replays are deleted with it.</p>
    </>
  )
}
