/** The placeholder an OWNER sees on an ADMIN-only screen (the server refuses the data as well). */
export function AdminOnly() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center dark:border-slate-700 dark:bg-slate-900">
      <h1 className="text-xl font-semibold">Bu ekran yalnızca yöneticiler içindir</h1>
    </div>
  );
}
