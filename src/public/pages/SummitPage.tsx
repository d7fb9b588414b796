// Placeholder so the route table builds; the page itself replaces this file.
export default function SummitPage() {
  return null;
}
