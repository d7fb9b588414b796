// Placeholder so the route table builds; the page itself replaces this file.
export default function ChaplaincyPage() {
  return null;
}
