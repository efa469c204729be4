// How the staff endpoints' answers are read (server/publishing/staff-routes.ts, under /staff/publishing, decision 014),
// by the playground and the terminal commands alike: the version live after a publish, rollout or rollback, or the
// refusal as the server sent it (its message, then one `file#path: message (build)` line per problem).

export type StaffResult =
  | { ok: true; id: string; version: number; base: number; percent: number; from?: number }
  | { ok: false; status: number; message: string; lines: string[] };

export async function readStaffAnswer(response: Response): Promise<StaffResult> {
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // A proxy's or a server's own error page: its first words are the best reason there is.
    body = { message: text.slice(0, 500) };
  }
  if (!response.ok) {
    return { ok: false, status: response.status, message: String(body.message ?? response.statusText), lines: Array.isArray(body.lines) ? body.lines.map(String) : [] };
  }
  return {
    ok: true,
    id: String(body.id),
    version: Number(body.version),
    base: Number(body.base),
    percent: Number(body.percent),
    ...(typeof body.from === 'number' ? { from: body.from } : {}),
  };
}
