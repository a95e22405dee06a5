; Inno Setup recipe for the Windows installer. Build the bundle first on Windows:
;   python packaging\build.py --check
; then compile this file with Inno Setup 6 (iscc packaging\windows\dpstudio.iss).
; Not verified yet: no Windows machine was available (see packaging/README.md).
#define AppVersion GetEnv("DPSTUDIO_VERSION")
[Setup]
AppId={{6C6B9B1E-3F5C-4C0E-9C0B-5D7A1E2F9A11}
AppName=dpstudio
AppVersion={#AppVersion}
AppPublisher=dpstudio
DefaultDirName={autopf}\dpstudio
DefaultGroupName=dpstudio
OutputDir=..\..\dist
OutputBaseFilename=dpstudio-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesInstallIn64BitMode=x64compatible

[Files]
Source: "..\..\dist\dpstudio\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\dpstudio"; Filename: "{app}\dpstudio.exe"
Name: "{autodesktop}\dpstudio"; Filename: "{app}\dpstudio.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "Create a desktop shortcut"; Flags: unchecked

[Run]
Filename: "{app}\dpstudio.exe"; Description: "Start dpstudio"; Flags: nowait postinstall skipifsilent
