/**
 * The app's icons: lucide-react's drawings, served once as an SVG sprite
 * (`/icons.svg`, built from lucide-react by app/icons.svg/route.ts) and
 * referenced with `<use>`, instead of lucide's inline markup (≈ 450 bytes
 * per icon, and again in the RSC payload of server components).
 *
 * Each component has lucide's name, so a call site only imports from here
 * instead of 'lucide-react'. The stroke and fill that lucide wrote on every
 * `<svg>` are one rule for the `i` class in app/globals.css (base layer, so
 * that utilities such as `fill-current` or `size-4` win). No hooks and no
 * 'use client': the same components render in server and client components.
 */
import { spriteIcon } from './icon-core';

export { iconId, type IconProps, type LucideIcon, SPRITE_URL } from './icon-core';
export type { IconName } from './icon-names';

export const AirVent = spriteIcon('AirVent');
export const AlertTriangle = spriteIcon('AlertTriangle');
export const Anchor = spriteIcon('Anchor');
export const ArrowDown = spriteIcon('ArrowDown');
export const ArrowLeft = spriteIcon('ArrowLeft');
export const ArrowRight = spriteIcon('ArrowRight');
export const ArrowUp = spriteIcon('ArrowUp');
export const ArrowUpToLine = spriteIcon('ArrowUpToLine');
export const Baby = spriteIcon('Baby');
export const BadgeCheck = spriteIcon('BadgeCheck');
export const Ban = spriteIcon('Ban');
export const Banknote = spriteIcon('Banknote');
export const Bath = spriteIcon('Bath');
export const BedDouble = spriteIcon('BedDouble');
export const Bell = spriteIcon('Bell');
export const Bike = spriteIcon('Bike');
export const Bold = spriteIcon('Bold');
export const Building2 = spriteIcon('Building2');
export const CalendarCheck = spriteIcon('CalendarCheck');
export const CalendarClock = spriteIcon('CalendarClock');
export const CalendarDays = spriteIcon('CalendarDays');
export const CalendarRange = spriteIcon('CalendarRange');
export const CalendarSearch = spriteIcon('CalendarSearch');
export const CalendarX = spriteIcon('CalendarX');
export const Car = spriteIcon('Car');
export const CarFront = spriteIcon('CarFront');
export const Check = spriteIcon('Check');
export const CheckCheck = spriteIcon('CheckCheck');
export const CheckCircle2 = spriteIcon('CheckCircle2');
export const ChevronDown = spriteIcon('ChevronDown');
export const ChevronLeft = spriteIcon('ChevronLeft');
export const ChevronRight = spriteIcon('ChevronRight');
export const CigaretteOff = spriteIcon('CigaretteOff');
export const Circle = spriteIcon('Circle');
export const Clock = spriteIcon('Clock');
export const Coffee = spriteIcon('Coffee');
export const CookingPot = spriteIcon('CookingPot');
export const Copy = spriteIcon('Copy');
export const Dog = spriteIcon('Dog');
export const Download = spriteIcon('Download');
export const Dumbbell = spriteIcon('Dumbbell');
export const Expand = spriteIcon('Expand');
export const ExternalLink = spriteIcon('ExternalLink');
export const Eye = spriteIcon('Eye');
export const EyeOff = spriteIcon('EyeOff');
export const Fence = spriteIcon('Fence');
export const Filter = spriteIcon('Filter');
export const Flame = spriteIcon('Flame');
export const Gamepad2 = spriteIcon('Gamepad2');
export const GripVertical = spriteIcon('GripVertical');
export const Heading2 = spriteIcon('Heading2');
export const Heading3 = spriteIcon('Heading3');
export const Headset = spriteIcon('Headset');
export const Heart = spriteIcon('Heart');
export const Heater = spriteIcon('Heater');
export const Hourglass = spriteIcon('Hourglass');
export const House = spriteIcon('House');
export const ImageOff = spriteIcon('ImageOff');
export const ImagePlus = spriteIcon('ImagePlus');
export const ImageUp = spriteIcon('ImageUp');
export const Italic = spriteIcon('Italic');
export const Landmark = spriteIcon('Landmark');
export const LayoutDashboard = spriteIcon('LayoutDashboard');
export const Link = spriteIcon('Link');
export const List = spriteIcon('List');
export const ListOrdered = spriteIcon('ListOrdered');
export const LoaderCircle = spriteIcon('LoaderCircle');
/** lucide's older name for LoaderCircle: the same drawing, so the same symbol. */
export const Loader2 = LoaderCircle;
export const Lock = spriteIcon('Lock');
export const LogIn = spriteIcon('LogIn');
export const LogOut = spriteIcon('LogOut');
export const Mail = spriteIcon('Mail');
export const MailOpen = spriteIcon('MailOpen');
export const MapPin = spriteIcon('MapPin');
export const Menu = spriteIcon('Menu');
export const MessageSquareText = spriteIcon('MessageSquareText');
export const Microwave = spriteIcon('Microwave');
export const Moon = spriteIcon('Moon');
export const Mountain = spriteIcon('Mountain');
export const Newspaper = spriteIcon('Newspaper');
export const PawPrint = spriteIcon('PawPrint');
export const Pencil = spriteIcon('Pencil');
export const Phone = spriteIcon('Phone');
export const Pilcrow = spriteIcon('Pilcrow');
export const Plane = spriteIcon('Plane');
export const Plus = spriteIcon('Plus');
export const Printer = spriteIcon('Printer');
export const Quote = spriteIcon('Quote');
export const RefreshCw = spriteIcon('RefreshCw');
export const Refrigerator = spriteIcon('Refrigerator');
export const Reply = spriteIcon('Reply');
export const RotateCcw = spriteIcon('RotateCcw');
export const Ruler = spriteIcon('Ruler');
export const Sailboat = spriteIcon('Sailboat');
export const Search = spriteIcon('Search');
export const SearchX = spriteIcon('SearchX');
export const Send = spriteIcon('Send');
export const Shield = spriteIcon('Shield');
export const ShieldCheck = spriteIcon('ShieldCheck');
export const Ship = spriteIcon('Ship');
export const ShowerHead = spriteIcon('ShowerHead');
export const SlidersHorizontal = spriteIcon('SlidersHorizontal');
export const Snowflake = spriteIcon('Snowflake');
export const Sparkles = spriteIcon('Sparkles');
export const Star = spriteIcon('Star');
export const Sun = spriteIcon('Sun');
export const Tent = spriteIcon('Tent');
export const Thermometer = spriteIcon('Thermometer');
export const Trash2 = spriteIcon('Trash2');
export const TreePalm = spriteIcon('TreePalm');
export const Trees = spriteIcon('Trees');
export const Tv = spriteIcon('Tv');
export const Umbrella = spriteIcon('Umbrella');
export const Underline = spriteIcon('Underline');
export const Unlink = spriteIcon('Unlink');
export const Upload = spriteIcon('Upload');
export const UserRound = spriteIcon('UserRound');
export const Users = spriteIcon('Users');
export const Utensils = spriteIcon('Utensils');
export const WashingMachine = spriteIcon('WashingMachine');
export const Waves = spriteIcon('Waves');
export const Wifi = spriteIcon('Wifi');
export const Wind = spriteIcon('Wind');
export const X = spriteIcon('X');
