// Which sidebar entries a user sees and which submenu opens for a route (spec §2 Sidebar).
import { MENU, type MenuEntry } from '@app/shared/domain/paths.ts';

/** Superadmin-only entries (Cadastros) only for superadmins (spec §6). */
export function visibleMenu(superadmin: boolean, menu: MenuEntry[] = MENU): MenuEntry[] {
  return menu
    .filter((e) => superadmin || !e.superadmin)
    .map((e) => (e.children ? { ...e, children: e.children.filter((c) => superadmin || !c.superadmin) } : e));
}

/** "/admin/catalog/products" → "catalog/products". */
export function adminRelativePath(pathname: string): string {
  return pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
}

/**
 * The submenu to open on load: the entry holding the route exactly, else the one whose children share the
 * route's first path segment (settings/site → Configurações). A top-level entry for the route opens none.
 */
export function submenuForPath(pathname: string, menu: MenuEntry[]): MenuEntry | null {
  const rel = adminRelativePath(pathname);
  if (!rel) return null;
  if (menu.some((e) => e.path === rel)) return null;
  const exact = menu.find((e) => e.children?.some((c) => c.path === rel || rel.startsWith(`${c.path}/`)));
  if (exact) return exact;
  const prefix = rel.split('/')[0];
  return menu.find((e) => e.children?.some((c) => c.path?.split('/')[0] === prefix)) ?? null;
}
