#!/bin/sh
# lifelog device agent for Linux and macOS: sends this computer's heartbeat, asks lifelog whether
# to warn or shut down, and does it. When lifelog cannot be reached (or refuses), it does nothing.
#
# Settings, from the environment:
#   LIFELOG_URL        where lifelog runs, e.g. https://lifelog.example
#   DEVICE_ID          the device's id (Settings > Device control)
#   DEVICE_KEY         the device's key, shown once when the device was added
#   HEARTBEAT_ID       optional: a heartbeat URL of the device's time group, which measures its use
#   HEARTBEAT_KEY      that heartbeat URL's key
#   INTERVAL           seconds between questions (default 60)
#   SHUTDOWN_COMMAND   what runs when lifelog says shut down (default: shutdown -h now)
#   ONCE               set to 1 to ask once and exit (for cron, a systemd timer or launchd)
set -u

: "${LIFELOG_URL:?Set LIFELOG_URL, e.g. https://lifelog.example}"
: "${DEVICE_ID:?Set DEVICE_ID to the device id}"
: "${DEVICE_KEY:?Set DEVICE_KEY to the device key}"
INTERVAL="${INTERVAL:-60}"
warned_for=""

notify() {
  if command -v notify-send >/dev/null 2>&1; then
    notify-send "lifelog" "$1" || true
  elif command -v osascript >/dev/null 2>&1; then
    osascript -e "display notification \"$1\" with title \"lifelog\"" || true
  fi
  echo "lifelog: $1"
}

# The local time of an ISO instant, or the instant as it is where date cannot read it.
local_time() {
  date -d "$1" +%H:%M 2>/dev/null || echo "$1"
}

ask() {
  if [ -n "${HEARTBEAT_ID:-}" ]; then
    curl -fsS -m 10 -X POST -H "X-Heartbeat-Key: ${HEARTBEAT_KEY:-}" "$LIFELOG_URL/api/heartbeat/$HEARTBEAT_ID" >/dev/null 2>&1 || true
  fi
  # No answer (offline, a refusal, a server error): do nothing until the next question.
  answer=$(curl -fsS -m 10 -H "X-Device-Key: $DEVICE_KEY" "$LIFELOG_URL/api/device/$DEVICE_ID/decision" 2>/dev/null) || return 0
  action=$(printf '%s' "$answer" | sed -n 's/.*"action":"\([a-z]*\)".*/\1/p')
  at=$(printf '%s' "$answer" | sed -n 's/.*"at":"\([^"]*\)".*/\1/p')
  case "$action" in
    warn)
      # Once per announced shutdown time, not every minute.
      if [ "$warned_for" != "$at" ]; then
        notify "This computer shuts down at $(local_time "$at")"
        warned_for="$at"
      fi
      ;;
    shutdown)
      notify "Shutting down now"
      sh -c "${SHUTDOWN_COMMAND:-shutdown -h now}"
      ;;
  esac
}

while :; do
  ask
  [ "${ONCE:-}" = "1" ] && exit 0
  sleep "$INTERVAL"
done
