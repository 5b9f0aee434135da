export default function Placeholder() {
  return <main>Yalı</main>;
}
