# lifelog device agent for Windows (PowerShell 5.1 or 7): sends this computer's heartbeat, asks
# lifelog whether to warn or shut down, and does it. When lifelog cannot be reached (or refuses),
# it does nothing.
#
# Settings, from the environment:
#   LIFELOG_URL        where lifelog runs, e.g. https://lifelog.example
#   DEVICE_ID          the device's id (Settings > Device control)
#   DEVICE_KEY         the device's key, shown once when the device was added
#   HEARTBEAT_ID       optional: a heartbeat URL of the device's time group, which measures its use
#   HEARTBEAT_KEY      that heartbeat URL's key
#   INTERVAL           seconds between questions (default 60)
#   SHUTDOWN_COMMAND   what runs when lifelog says shut down (default: Stop-Computer -Force)
#   ONCE               set to 1 to ask once and exit (for Task Scheduler)
$ErrorActionPreference = 'Stop'
foreach ($name in 'LIFELOG_URL', 'DEVICE_ID', 'DEVICE_KEY') {
  if (-not [Environment]::GetEnvironmentVariable($name)) { throw "Set $name (see the top of this script)" }
}
$Interval = if ($env:INTERVAL) { [int]$env:INTERVAL } else { 60 }
$WarnedFor = $null

function Show-Notice([string]$Text) {
  Write-Host "lifelog: $Text"
  # A message box in its own process, so the agent keeps asking while it is open.
  Start-Process -WindowStyle Hidden powershell -ArgumentList '-NoProfile', '-Command',
    "Add-Type -AssemblyName PresentationFramework; [System.Windows.MessageBox]::Show('$($Text -replace "'", "''")', 'lifelog') | Out-Null"
}

while ($true) {
  if ($env:HEARTBEAT_ID) {
    try {
      Invoke-RestMethod -Method Post -TimeoutSec 10 -Headers @{ 'X-Heartbeat-Key' = $env:HEARTBEAT_KEY } -Uri "$($env:LIFELOG_URL)/api/heartbeat/$($env:HEARTBEAT_ID)" | Out-Null
    } catch { }
  }
  try {
    $answer = Invoke-RestMethod -TimeoutSec 10 -Headers @{ 'X-Device-Key' = $env:DEVICE_KEY } -Uri "$($env:LIFELOG_URL)/api/device/$($env:DEVICE_ID)/decision"
    $decision = $answer.data
    if ($decision.action -eq 'warn' -and "$($decision.at)" -ne "$WarnedFor") {
      Show-Notice "This computer shuts down at $(([DateTime]$decision.at).ToLocalTime().ToString('HH:mm'))"
      $WarnedFor = $decision.at
    } elseif ($decision.action -eq 'shutdown') {
      Show-Notice 'Shutting down now'
      if ($env:SHUTDOWN_COMMAND) { Invoke-Expression $env:SHUTDOWN_COMMAND } else { Stop-Computer -Force }
    }
  } catch {
    # No answer (offline, a refusal, a server error): do nothing until the next question.
  }
  if ($env:ONCE -eq '1') { break }
  Start-Sleep -Seconds $Interval
}
