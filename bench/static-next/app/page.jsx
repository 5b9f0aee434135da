/** A static page of modest size: the throughput a cached public page is compared with (DESIGN §4). */
const items = Array.from({ length: 20 }, (_, i) => `Villa ${i + 1}`);

export default function Page() {
  return (
    <main>
      <h1>Statik ölçüt sayfası</h1>
      <p>Bu sayfa derleme sırasında bir kez oluşturulur ve her istekte aynı HTML gönderilir.</p>
      <ul>
        {items.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </main>
  );
}
