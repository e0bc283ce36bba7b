/**
 * The part of @toast-ui/calendar 2.1 that FieldDesk uses. The package ships typings, but its
 * "exports" map does not name them, so TypeScript cannot find them under bundler resolution.
 */
declare module '@toast-ui/calendar' {
  type ViewType = 'month' | 'week' | 'day';
  type DateType = Date | string | number;

  export interface EventObject {
    id?: string;
    calendarId?: string;
    title?: string;
    body?: string;
    isAllday?: boolean;
    start?: DateType;
    end?: DateType;
    category?: 'milestone' | 'task' | 'allday' | 'time';
    color?: string;
    backgroundColor?: string;
    dragBackgroundColor?: string;
    borderColor?: string;
    isReadOnly?: boolean;
    raw?: unknown;
  }

  export interface Options {
    defaultView?: ViewType;
    theme?: object;
    template?: Record<string, (value: never) => string>;
    week?: {
      startDayOfWeek?: number;
      hourStart?: number;
      hourEnd?: number;
      taskView?: boolean | ('milestone' | 'task')[];
      eventView?: boolean | ('allday' | 'time')[];
      showNowIndicator?: boolean;
    };
    month?: { startDayOfWeek?: number; visibleEventCount?: number };
    useFormPopup?: boolean;
    useDetailPopup?: boolean;
    gridSelection?: boolean | { enableDblClick?: boolean; enableClick?: boolean };
    isReadOnly?: boolean;
    usageStatistics?: boolean;
  }

  export default class Calendar {
    constructor(container: Element | string, options?: Options);
    on(eventName: string, handler: (...args: never[]) => void): this;
    off(eventName?: string): this;
    setOptions(options: Options): void;
    setDate(date: DateType): void;
    changeView(view: ViewType): void;
    createEvents(events: EventObject[]): void;
    updateEvent(eventId: string, calendarId: string, changes: EventObject): void;
    deleteEvent(eventId: string, calendarId: string): void;
    clear(): void;
    clearGridSelections(): void;
    render(): this;
    destroy(): void;
  }
}
