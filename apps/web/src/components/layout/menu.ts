// Which sidebar entries a user sees and which submenu opens for a route (spec §2 Sidebar).
import { MENU, type MenuEntry } from '@app/shared/domain/paths.ts';
import { podeAbrirRota } from '@app/shared/domain/rotas-permissoes.ts';

/**
 * Superadmin-only entries (Cadastros) only for superadmins (spec §6); with the user's permissions, also only the
 * screens they may open (a group left empty disappears).
 */
export function visibleMenu(
  superadmin: boolean,
  menu: MenuEntry[] = MENU,
  permissoes?: readonly string[] | null,
): MenuEntry[] {
  const user = { superadmin, permissoes: permissoes ?? null };
  const pode = (e: MenuEntry) =>
    (superadmin || !e.superadmin) && (!permissoes || !e.path || podeAbrirRota(user, e.path));
  return menu
    .filter(pode)
    .map((e) => (e.children ? { ...e, children: e.children.filter(pode) } : e))
    .filter((e) => !e.children || e.children.length > 0);
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
