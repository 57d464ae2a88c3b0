/** Routes of the docs layout that are not docs routes (the e2e build's crash page): no sidebar. */
export default function Sidebar() {
  return null;
}
