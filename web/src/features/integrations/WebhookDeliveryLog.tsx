import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/http.ts';

type Delivery = {
  id: number;
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  createdAt: string;
};

const TONE = { delivered: 'text-emerald-700', pending: 'text-amber-700', failed: 'text-red-700' } as const;

/** A webhook's newest deliveries: event, outcome, attempts. */
export function WebhookDeliveryLog({ webhookId }: { webhookId: number }) {
  const [rows, setRows] = useState<Delivery[] | null>(null);
  useEffect(() => {
    apiRequest<Delivery[]>(`/api/webhooks/${webhookId}/deliveries`).then(setRows, () => setRows([]));
  }, [webhookId]);
  if (!rows) return <p className="text-xs text-slate-500">Loading…</p>;
  if (!rows.length) return <p className="text-xs text-slate-500">No deliveries yet.</p>;
  return (
    <table className="w-full text-left text-xs" aria-label="Delivery log">
      <thead className="text-slate-500">
        <tr>
          <th className="py-1 font-medium">When</th>
          <th className="py-1 font-medium">Event</th>
          <th className="py-1 font-medium">Outcome</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => (
          <tr key={d.id} className="border-t border-slate-100">
            <td className="py-1">{new Date(d.createdAt).toLocaleString()}</td>
            <td className="py-1 font-mono">{d.event}</td>
            <td className={`py-1 ${TONE[d.status]}`}>
              {d.status}
              {d.responseStatus ? ` (${d.responseStatus})` : ''}
              {d.attempts > 1 ? ` after ${d.attempts} attempts` : ''}
              {d.status !== 'delivered' && d.lastError ? `: ${d.lastError}` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
