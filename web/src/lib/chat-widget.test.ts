import { CHAT_WIDGET_DELAY_MS, resetChatWidgetForTests, startChatWidget } from './chat-widget';

const URL = 'https://chat.example.com/widget.js';
const widgetScripts = () => document.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]');

describe('chat widget', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetChatWidgetForTests();
    document.body.innerHTML = '';
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('loads nothing when no provider is configured', () => {
    startChatWidget(null);
    startChatWidget('');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(10_000);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the script one second after the page has loaded, once', () => {
    // jsdom has finished loading the test document already.
    expect(document.readyState).toBe('complete');
    startChatWidget(URL);
    startChatWidget(URL);
    jest.advanceTimersByTime(CHAT_WIDGET_DELAY_MS - 100);
    expect(widgetScripts()).toHaveLength(0);
    jest.advanceTimersByTime(200);
    const scripts = widgetScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(URL);
    expect(scripts[0]!.async).toBe(true);
  });

  it('waits for the load event while the page is still loading', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    startChatWidget(URL);
    jest.advanceTimersByTime(5000);
    expect(widgetScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(CHAT_WIDGET_DELAY_MS + 100);
    expect(widgetScripts()).toHaveLength(1);
  });

  it('only logs a failed load', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    startChatWidget(URL);
    jest.advanceTimersByTime(CHAT_WIDGET_DELAY_MS + 100);
    expect(() => widgetScripts()[0]!.dispatchEvent(new Event('error'))).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(URL));
  });
});
