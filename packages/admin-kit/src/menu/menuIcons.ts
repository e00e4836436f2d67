import {
  Activity,
  Barcode,
  Bell,
  BookOpen,
  Briefcase,
  Building2,
  Calendar,
  ChartLine,
  CircleHelp,
  Compass,
  Download,
  FileCode,
  FileText,
  FolderTree,
  Globe,
  House,
  Image,
  KeyRound,
  LayoutDashboard,
  Link,
  ListTree,
  Lock,
  Mail,
  Megaphone,
  MessageSquare,
  Package,
  Printer,
  ScrollText,
  Server,
  Settings,
  Shield,
  SquarePen,
  Star,
  Table,
  Tag,
  Truck,
  Upload,
  User,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from '@labelwise/ui/messages';
import { messages } from './icons.messages';

/** One icon the menu form offers: the name stored in the menu's `icon` column, its drawing and its label. */
export interface MenuIconChoice {
  name: string;
  Icon: LucideIcon;
  label: MessageDescriptor;
}

/**
 * The curated menu icons. Each is imported by name, so the bundle carries these drawings and not the whole set. The
 * names are RuoYi's (`system`, `peoples`, `tree-table`…), so menus seeded or copied from RuoYi keep their icons.
 */
export const MENU_ICONS: readonly MenuIconChoice[] = [
  { name: 'dashboard', Icon: LayoutDashboard, label: messages.dashboard },
  { name: 'system', Icon: Settings, label: messages.system },
  { name: 'user', Icon: User, label: messages.user },
  { name: 'peoples', Icon: Users, label: messages.peoples },
  { name: 'tree-table', Icon: ListTree, label: messages.treeTable },
  { name: 'dict', Icon: BookOpen, label: messages.dict },
  { name: 'edit', Icon: SquarePen, label: messages.edit },
  { name: 'guide', Icon: Compass, label: messages.guide },
  { name: 'tree', Icon: FolderTree, label: messages.tree },
  { name: 'star', Icon: Star, label: messages.star },
  { name: 'print', Icon: Printer, label: messages.print },
  { name: 'download', Icon: Download, label: messages.download },
  { name: 'documentation', Icon: FileText, label: messages.documentation },
  { name: 'table', Icon: Table, label: messages.table },
  { name: 'link', Icon: Link, label: messages.link },
  { name: 'message', Icon: MessageSquare, label: messages.message },
  { name: 'monitor', Icon: Activity, label: messages.monitor },
  { name: 'chart', Icon: ChartLine, label: messages.chart },
  { name: 'swagger', Icon: FileCode, label: messages.swagger },
  { name: 'server', Icon: Server, label: messages.server },
  { name: 'log', Icon: ScrollText, label: messages.log },
  { name: 'notice', Icon: Megaphone, label: messages.notice },
  { name: 'video', Icon: Video, label: messages.video },
  { name: 'image', Icon: Image, label: messages.image },
  { name: 'truck', Icon: Truck, label: messages.truck },
  { name: 'package', Icon: Package, label: messages.package },
  { name: 'building', Icon: Building2, label: messages.building },
  { name: 'briefcase', Icon: Briefcase, label: messages.briefcase },
  { name: 'globe', Icon: Globe, label: messages.globe },
  { name: 'shield', Icon: Shield, label: messages.shield },
  { name: 'bell', Icon: Bell, label: messages.bell },
  { name: 'tag', Icon: Tag, label: messages.tag },
  { name: 'home', Icon: House, label: messages.home },
  { name: 'question', Icon: CircleHelp, label: messages.question },
  { name: 'upload', Icon: Upload, label: messages.upload },
  { name: 'calendar', Icon: Calendar, label: messages.calendar },
  { name: 'mail', Icon: Mail, label: messages.mail },
  { name: 'barcode', Icon: Barcode, label: messages.barcode },
  { name: 'lock', Icon: Lock, label: messages.lock },
  { name: 'key', Icon: KeyRound, label: messages.key },
];

const BY_NAME: ReadonlyMap<string, MenuIconChoice> = new Map(MENU_ICONS.map((choice) => [choice.name, choice]));

/** The curated icon called `name`; `undefined` for an unknown name, `#` (RuoYi's "none") or nothing. */
export function menuIcon(name: string | undefined): MenuIconChoice | undefined {
  return name ? BY_NAME.get(name) : undefined;
}
